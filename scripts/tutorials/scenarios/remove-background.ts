import { compare, openFromMenu, productPhoto, type TutorialScenario } from './kit';

export const removeBackground: TutorialScenario = {
  id: 'remove-background',
  tool: 'remove-background',
  toolPath: '/remove-background',
  title: { en: 'Remove the background', ar: 'إزالة الخلفية', es: 'Quitar el fondo', ko: '배경 제거하기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/remove-background', {
      en: 'Open Background removal from the menu on the left.',
      ar: 'افتح «إزالة الخلفية» من القائمة الجانبية.',
      es: 'Abre «Quitar fondo» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 배경 제거를 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop a product photo here, or click to choose one.',
      ar: 'اسحب صورة المنتج إلى هنا، أو انقر لاختيارها.',
      es: 'Arrastra aquí la foto del producto o haz clic para elegirla.',
      ko: '상품 사진을 여기에 끌어 놓거나 클릭해서 고르세요.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(productPhoto('headphones'));
    await rec.unoutline();
    await page.waitForURL(/\/en\/remove-background\/[0-9a-f-]{36}/, { timeout: 60_000 });
    await rec.step({
      en: 'The cut-out starts by itself and takes a few seconds.',
      ar: 'يبدأ القص تلقائيًا ويستغرق بضع ثوانٍ.',
      es: 'El recorte empieza solo y tarda unos segundos.',
      ko: '누끼 작업이 자동으로 시작되며 몇 초면 끝납니다.',
    });
    await rec.wait(() => page.getByTestId('before-after').waitFor({ timeout: 400_000 }));
    await rec.pause(800);
    await rec.step({
      en: 'Move the slider to compare before and after.',
      ar: 'حرّك المؤشر لتقارن بين الصورة قبل وبعد.',
      es: 'Mueve el control deslizante para comparar el antes y el después.',
      ko: '슬라이더를 움직여 전후를 비교해 보세요.',
    });
    await compare(rec);
    await rec.step({
      en: 'Try a plain colour behind the product if you need one.',
      ar: 'جرّب لونًا سادة خلف المنتج إن احتجت إليه.',
      es: 'Si lo necesitas, prueba un color liso detrás del producto.',
      ko: '필요하면 상품 뒤에 단색 배경을 넣어 보세요.',
    });
    const swatches = page.getByRole('radiogroup').getByRole('radio');
    if ((await swatches.count()) > 3) {
      await rec.click(swatches.nth(5));
      await rec.pause(1200);
      await rec.click(swatches.nth(0));
    }
    await rec.step({
      en: 'Download it as a transparent PNG, or as JPG or WebP.',
      ar: 'نزّلها بصيغة PNG بخلفية شفافة، أو بصيغة JPG أو WebP.',
      es: 'Descárgalo como PNG transparente, o en JPG o WebP.',
      ko: '투명 PNG나 JPG, WebP로 내려받으세요.',
    });
    await rec.click(page.getByTestId('download'));
    const png = page.getByRole('menuitem', { name: 'PNG' });
    await png.waitFor();
    await rec.point(png);
    await rec.pause(1500);
    await page.keyboard.press('Escape');
    await rec.unoutline();
    await rec.step({
      en: 'Edges not perfect? Touch them up with the brush.',
      ar: 'الحواف غير مثالية؟ حسّنها بالفرشاة.',
      es: '¿Los bordes no quedaron bien? Retócalos con el pincel.',
      ko: '가장자리가 아쉽다면 브러시로 다듬으세요.',
    });
    await rec.click(page.getByRole('link', { name: 'Touch up the edges' }));
    const canvas = page.getByTestId('mask-canvas');
    await canvas.waitFor();
    await rec.drag(canvas, { x: 0.2, y: 0.15 }, { x: 0.35, y: 0.1 }, 15);
    await rec.pause(1500);
  },
};
