import { openFromMenu, resizedPhoto, type TutorialScenario } from './kit';

export const shadow: TutorialScenario = {
  id: 'shadow',
  tool: 'shadow',
  toolPath: '/shadow',
  title: { en: 'Add a realistic shadow', ar: 'إضافة ظل واقعي', es: 'Añadir una sombra realista', ko: '자연스러운 그림자 넣기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/shadow', {
      en: 'Open Shadow from the menu on the left.',
      ar: 'افتح «الظل» من القائمة الجانبية.',
      es: 'Abre «Sombra» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 그림자를 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop one or several product photos: they are done as a batch.',
      ar: 'اسحب صورة منتج واحدة أو أكثر: تُعالَج كلها دفعة واحدة.',
      es: 'Arrastra una o varias fotos de producto: se procesan en lote.',
      ko: '상품 사진을 한 장 또는 여러 장 놓으세요. 한 번에 처리됩니다.',
    });
    const input = dropzone.locator('input[type=file]');
    await input.setInputFiles(await resizedPhoto('perfume-bottle', 800));
    await page.getByTestId('shadow-item').first().waitFor();
    await input.setInputFiles(await resizedPhoto('backpack', 800));
    await rec.unoutline();
    await page.locator('[data-testid="shadow-item"][data-state="ready-to-gen"]').nth(1).waitFor({ timeout: 60_000 });
    await rec.step({
      en: 'Pick a size preset, for example a 2000 × 2000 square on white.',
      ar: 'اختر مقاسًا جاهزًا، مثل مربع 2000 × 2000 بخلفية بيضاء.',
      es: 'Elige un tamaño predefinido, por ejemplo un cuadrado de 2000 × 2000 sobre blanco.',
      ko: '크기 프리셋을 고르세요. 예를 들어 흰 배경의 2000 × 2000 정사각형입니다.',
    });
    await rec.click(page.getByTestId('shadow-preset'));
    const square = page.getByRole('option', { name: /^Square · 2000×2000/ });
    await square.waitFor();
    await rec.click(square);
    await rec.pause(600);
    await rec.step({
      en: 'Press Generate: each photo gets its cut-out and a soft shadow.',
      ar: 'اضغط «توليد»: تُقصّ كل صورة ويُضاف إليها ظل ناعم.',
      es: 'Pulsa Generar: cada foto se recorta y recibe una sombra suave.',
      ko: '생성을 누르면 사진마다 누끼를 따고 부드러운 그림자를 넣습니다.',
    });
    await rec.click(page.getByTestId('shadow-generate'));
    await rec.wait(() => page.locator('[data-testid="shadow-item"][data-state="finished"]').nth(1).waitFor({ timeout: 600_000 }));
    await rec.pause(1000);
    await rec.step({
      en: 'When both say Done, look over the results.',
      ar: 'عندما تظهر «تم» على الصورتين، راجع النتائج.',
      es: 'Cuando ambas digan «Hecho», revisa los resultados.',
      ko: '두 장 모두 완료로 바뀌면 결과를 확인하세요.',
    });
    await rec.point(page.getByTestId('shadow-item').first());
    await rec.pause(1200);
    await rec.point(page.getByTestId('shadow-item').nth(1));
    await rec.pause(1000);
    await rec.unoutline();
    await rec.step({
      en: 'Download each one as JPG, PNG or WebP.',
      ar: 'نزّل كل صورة بصيغة JPG أو PNG أو WebP.',
      es: 'Descarga cada una en JPG, PNG o WebP.',
      ko: '각 결과를 JPG, PNG, WebP로 내려받으세요.',
    });
    await rec.click(page.getByTestId('download').first());
    const jpg = page.getByRole('menuitem', { name: 'JPG' });
    await jpg.waitFor();
    await rec.point(jpg);
    await rec.pause(1500);
    await page.keyboard.press('Escape');
    await rec.unoutline();
  },
};
