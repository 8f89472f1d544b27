import { productPhoto, type TutorialScenario } from './kit';

export const generate: TutorialScenario = {
  id: 'generate',
  tool: 'generate',
  toolPath: '/editor',
  title: { en: 'Generate product photos', ar: 'توليد صور للمنتج', es: 'Generar fotos de producto', ko: '상품 사진 생성하기' },
  async run(rec) {
    const { page } = rec;
    await page.goto('/en');
    await page.waitForURL((url) => url.pathname === '/en/editor');
    const dropzone = page.getByTestId('create-dropzone');
    await dropzone.waitFor();
    await rec.step({
      en: 'Generation is the first page you see after signing in.',
      ar: 'التوليد هو أول صفحة تظهر لك بعد تسجيل الدخول.',
      es: 'Generación es la primera página que ves al iniciar sesión.',
      ko: '로그인하면 가장 먼저 생성 페이지가 열립니다.',
    });
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop your product photo: the background is removed and the product saved.',
      ar: 'اسحب صورة منتجك: تُزال الخلفية ويُحفظ المنتج.',
      es: 'Arrastra la foto de tu producto: se quita el fondo y se guarda el producto.',
      ko: '상품 사진을 놓으면 배경이 제거되고 상품이 저장됩니다.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(productPhoto('ceramic-mug'));
    await rec.unoutline();
    await rec.wait(() => page.waitForURL(/\/en\/editor\/[0-9a-f-]{36}$/, { timeout: 600_000 }));
    await page.getByTestId('product-stage').locator('img').waitFor({ timeout: 120_000 });
    await rec.pause(800);
    await rec.step({
      en: 'Describe the scene you want around the product.',
      ar: 'صِف المشهد الذي تريده حول المنتج.',
      es: 'Describe la escena que quieres alrededor del producto.',
      ko: '상품 주변에 원하는 장면을 설명하세요.',
    });
    await rec.type(page.getByTestId('prompt'), 'on a light oak table, soft morning light');
    await rec.unoutline();
    await rec.pause(600);
    await rec.point(page.getByTestId('quantity'));
    await rec.step({
      en: 'Choose how many pictures to make.',
      ar: 'اختر عدد الصور التي تريد توليدها.',
      es: 'Elige cuántas imágenes quieres crear.',
      ko: '만들 이미지 수를 고르세요.',
    });
    await page.getByTestId('quantity').fill('2');
    await rec.unoutline();
    await rec.step({
      en: 'Press Generate and wait for the pictures.',
      ar: 'اضغط «توليد» وانتظر الصور.',
      es: 'Pulsa Generar y espera las imágenes.',
      ko: '생성을 누르고 이미지를 기다리세요.',
    });
    await rec.click(page.getByTestId('generate'));
    await rec.wait(() => page.getByTestId('generated-tile').nth(1).waitFor({ timeout: 600_000 }));
    await rec.pause(1200);
    await rec.step({
      en: 'Mark the ones you like as favourites; all are kept in your gallery.',
      ar: 'ضع علامة المفضلة على ما يعجبك؛ تُحفظ كل الصور في معرضك.',
      es: 'Marca como favoritas las que te gusten; todas se guardan en tu galería.',
      ko: '마음에 드는 이미지는 즐겨찾기하세요. 모두 갤러리에 저장됩니다.',
    });
    await rec.click(page.getByTestId('generated-tile').first().getByTestId('favorite'));
    await rec.pause(1500);
  },
};
