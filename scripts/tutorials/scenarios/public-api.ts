import type { TutorialScenario } from './kit';

export const publicApi: TutorialScenario = {
  id: 'public-api',
  tool: 'public-api',
  toolPath: '/profile',
  title: { en: 'Get your API key', ar: 'احصل على مفتاح واجهة البرمجة', es: 'Consigue tu clave de API', ko: 'API 키 발급받기' },
  async run(rec) {
    const { page } = rec;
    await page.goto('/en/products-list');
    const account = page.locator('a[href="/en/profile"]').first();
    await account.waitFor();
    await rec.step({
      en: 'Open Personal account at the top right.',
      ar: 'افتح «الحساب الشخصي» أعلى الصفحة.',
      es: 'Abre «Cuenta personal» arriba a la derecha.',
      ko: '오른쪽 위의 내 계정을 엽니다.',
    });
    await rec.click(account);
    const heading = page.getByRole('heading', { level: 2, name: 'API key' });
    await heading.waitFor();
    await rec.point(heading);
    await rec.step({
      en: 'The API key section lets your own code call every tool.',
      ar: 'يتيح قسم مفتاح API لبرنامجك استدعاء كل الأدوات.',
      es: 'La sección de clave de API permite que tu propio código use todas las herramientas.',
      ko: 'API 키 섹션에서 내 코드로 모든 도구를 호출할 수 있습니다.',
    });
    await rec.unoutline();
    await rec.step({
      en: 'Press Generate a key.',
      ar: 'اضغط «إنشاء مفتاح».',
      es: 'Pulsa «Generar una clave».',
      ko: '키 생성을 누르세요.',
    });
    await rec.click(page.getByRole('button', { name: 'Generate a key' }));
    await page.getByTestId('api-key').waitFor({ timeout: 60_000 });
    await rec.pause(600);
    await rec.step({
      en: 'Copy it now: the whole key is shown only once.',
      ar: 'انسخه الآن: يظهر المفتاح كاملًا مرة واحدة فقط.',
      es: 'Cópiala ahora: la clave completa solo se muestra una vez.',
      ko: '지금 복사하세요. 전체 키는 한 번만 보입니다.',
    });
    await rec.click(page.getByRole('alert').getByRole('button', { name: 'Copy' }));
    await rec.pause(1500);
    await rec.unoutline();
    await rec.step({
      en: 'Send it in the x-api-key header; the example shows a first call.',
      ar: 'أرسله في الترويسة x-api-key؛ يوضّح المثال أول استدعاء.',
      es: 'Envíala en la cabecera x-api-key; el ejemplo muestra una primera llamada.',
      ko: 'x-api-key 헤더에 넣어 보내세요. 예제에 첫 호출이 나와 있습니다.',
    });
    const example = page.locator('pre').first();
    if (await example.isVisible().catch(() => false)) await rec.point(example);
    else await rec.point(page.getByTestId('api-key'));
    await rec.pause(2000);
    await rec.unoutline();
    await rec.step({
      en: 'The API documentation lists every tool and its settings.',
      ar: 'يسرد توثيق الواجهة البرمجية كل الأدوات وإعداداتها.',
      es: 'La documentación de la API describe cada herramienta y sus ajustes.',
      ko: 'API 문서에서 모든 도구와 설정을 볼 수 있습니다.',
    });
    const docs = page.getByRole('link', { name: 'API documentation' }).first();
    if (await docs.isVisible().catch(() => false)) await rec.point(docs);
    await rec.pause(2000);
  },
};
