import { readFileSync } from 'node:fs';
import { openFromMenu, productPhoto, type TutorialScenario } from './kit';

export const infographics: TutorialScenario = {
  id: 'infographics',
  tool: 'infographics',
  toolPath: '/product-infographics',
  title: { en: 'Make an infographic card', ar: 'إنشاء بطاقة إنفوجرافيك', es: 'Crear una tarjeta infográfica', ko: '인포그래픽 카드 만들기' },
  async run(rec, { api, user }) {
    const { page } = rec;
    const imageId = await api.upload(user, readFileSync(productPhoto('cosmetic-jar')), 'cosmetic-jar.jpg');
    const product = await api.call<{ data: { id: string } }>('/api/products', { body: { imageId }, token: user.token });
    await openFromMenu(rec, '/product-infographics', {
      en: 'Open Infographics from the menu on the left.',
      ar: 'افتح «الإنفوجرافيك» من القائمة الجانبية.',
      es: 'Abre «Infografías» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 인포그래픽을 엽니다.',
    });
    await rec.step({
      en: 'Choose one of your products.',
      ar: 'اختر أحد منتجاتك.',
      es: 'Elige uno de tus productos.',
      ko: '상품 하나를 고르세요.',
    });
    const productLink = page.locator(`a[href="/en/product-infographics/${product.data.id}"]`).first();
    if (await productLink.isVisible().catch(() => false)) await rec.click(productLink);
    else await page.goto(`/en/product-infographics/${product.data.id}`);
    const template = page.getByTestId('template').first();
    await template.waitFor({ timeout: 60_000 });
    await rec.step({
      en: 'Start from a template made for marketplaces.',
      ar: 'ابدأ من قالب مصمَّم للمتاجر الإلكترونية.',
      es: 'Empieza con una plantilla pensada para marketplaces.',
      ko: '마켓플레이스용 템플릿에서 시작하세요.',
    });
    await rec.click(template);
    const stage = page.getByTestId('card-stage');
    await rec.wait(() => stage.waitFor({ timeout: 120_000 }));
    await rec.pause(800);
    await rec.step({
      en: 'Add a text and type what sells your product.',
      ar: 'أضف نصًا واكتب ما يميّز منتجك.',
      es: 'Añade un texto y escribe lo que hace especial a tu producto.',
      ko: '텍스트를 추가하고 상품의 강점을 적으세요.',
    });
    await rec.click(page.getByTestId('add-text'));
    const content = page.getByTestId('properties-panel').locator('textarea').first();
    await rec.type(content, '24h hydration');
    await content.blur();
    await rec.unoutline();
    await rec.pause(800);
    await rec.step({
      en: 'Add a sticker to catch the eye.',
      ar: 'أضف ملصقًا يلفت الانتباه.',
      es: 'Añade una pegatina que llame la atención.',
      ko: '눈길을 끄는 스티커를 붙이세요.',
    });
    await rec.click(page.getByTestId('sticker').first());
    await rec.pause(1000);
    await rec.step({
      en: 'Save the card; it joins the product’s cards, ready to download.',
      ar: 'احفظ البطاقة؛ تنضم إلى بطاقات المنتج وتصبح جاهزة للتنزيل.',
      es: 'Guarda la tarjeta: se suma a las del producto, lista para descargar.',
      ko: '카드를 저장하면 상품 카드 목록에 추가되어 바로 내려받을 수 있습니다.',
    });
    await rec.click(page.getByTestId('save-card'));
    await page.waitForURL((url) => url.searchParams.has('infographic'), { timeout: 60_000 });
    await rec.pause(1500);
  },
};
