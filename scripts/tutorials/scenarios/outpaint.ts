import { compare, openFromMenu, resizedPhoto, type TutorialScenario } from './kit';

export const outpaint: TutorialScenario = {
  id: 'outpaint',
  tool: 'outpaint',
  toolPath: '/outpaint',
  title: { en: 'Extend a photo to a new format', ar: 'توسيع الصورة إلى مقاس جديد', es: 'Ampliar el encuadre de una foto', ko: '사진을 새 비율로 넓히기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/outpaint', {
      en: 'Open Outpaint from the menu on the left.',
      ar: 'افتح «توسيع الصورة» من القائمة الجانبية.',
      es: 'Abre «Expandir» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 아웃페인팅을 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop a square product photo here.',
      ar: 'اسحب صورة منتج مربعة إلى هنا.',
      es: 'Arrastra aquí una foto de producto cuadrada.',
      ko: '정사각형 상품 사진을 여기에 놓으세요.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(await resizedPhoto('perfume-bottle', 480));
    await rec.unoutline();
    await page.getByText('New size:', { exact: false }).waitFor({ timeout: 120_000 });
    await rec.pause(600);
    await rec.point(page.getByTestId('outpaint-frame'));
    await rec.step({
      en: 'Choose the new shape: here a wide 16:9 banner.',
      ar: 'اختر الشكل الجديد: هنا لافتة عريضة بنسبة 16:9.',
      es: 'Elige la nueva forma: aquí, un banner ancho 16:9.',
      ko: '새 비율을 고르세요. 여기서는 16:9 가로 배너입니다.',
    });
    await rec.unoutline();
    await rec.point(page.getByText('New size:', { exact: false }));
    await rec.step({
      en: 'The new size is shown before you start.',
      ar: 'يظهر المقاس الجديد قبل أن تبدأ.',
      es: 'Verás el nuevo tamaño antes de empezar.',
      ko: '시작하기 전에 새 크기를 확인할 수 있습니다.',
    });
    await rec.unoutline();
    await rec.step({
      en: 'Press Start: the sides are filled to match the photo.',
      ar: 'اضغط «ابدأ»: تُملأ الجوانب بما يتناسق مع الصورة.',
      es: 'Pulsa Empezar: los lados se rellenan a juego con la foto.',
      ko: '시작을 누르면 양옆이 사진에 어울리게 채워집니다.',
    });
    await rec.click(page.getByTestId('outpaint-run'));
    await rec.wait(() => page.getByTestId('before-after').waitFor({ timeout: 600_000 }));
    await rec.pause(800);
    await rec.step({
      en: 'Compare with the original, then download or open it in another tool.',
      ar: 'قارن بالأصل، ثم نزّلها أو افتحها في أداة أخرى.',
      es: 'Compárala con el original y descárgala o ábrela en otra herramienta.',
      ko: '원본과 비교한 뒤 내려받거나 다른 도구에서 여세요.',
    });
    await compare(rec);
    await rec.point(page.getByTestId('download'));
    await rec.pause(1500);
  },
};
