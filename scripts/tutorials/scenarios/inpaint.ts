import { compare, openFromMenu, resizedPhoto, type TutorialScenario } from './kit';

export const inpaint: TutorialScenario = {
  id: 'inpaint',
  tool: 'inpaint',
  toolPath: '/inpaint',
  title: { en: 'Erase an object with the magic eraser', ar: 'محو عنصر بالممحاة السحرية', es: 'Borrar un objeto con el borrador mágico', ko: '매직 지우개로 물체 지우기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/inpaint', {
      en: 'Open the magic eraser from the menu on the left.',
      ar: 'افتح «الممحاة السحرية» من القائمة الجانبية.',
      es: 'Abre el borrador mágico en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 매직 지우개를 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop the product photo you want to clean up.',
      ar: 'اسحب صورة المنتج التي تريد تنظيفها.',
      es: 'Arrastra la foto del producto que quieres limpiar.',
      ko: '정리하고 싶은 상품 사진을 놓으세요.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(await resizedPhoto('sneaker', 640, '© SHOP'));
    await rec.unoutline();
    const canvas = page.getByTestId('mask-canvas');
    await rec.wait(() => canvas.waitFor({ timeout: 120_000 }));
    await rec.pause(600);
    await rec.step({
      en: 'Paint over what should go: here, a text over the shoe.',
      ar: 'لوِّن فوق ما تريد إزالته: هنا نص فوق الحذاء.',
      es: 'Pinta encima de lo que sobra: aquí, un texto sobre la zapatilla.',
      ko: '지울 부분을 칠하세요. 여기서는 신발 위의 글자입니다.',
    });
    for (const y of [0.53, 0.56, 0.59]) await rec.drag(canvas, { x: 0.22, y }, { x: 0.78, y }, 30);
    await rec.pause(600);
    await rec.step({
      en: 'Press Erase and wait a moment.',
      ar: 'اضغط «امسح» وانتظر لحظة.',
      es: 'Pulsa Borrar y espera un momento.',
      ko: '지우기를 누르고 잠시 기다리세요.',
    });
    await rec.click(page.getByTestId('save-mask'));
    await rec.wait(() => page.getByTestId('before-after').waitFor({ timeout: 600_000 }));
    await rec.pause(800);
    await rec.step({
      en: 'The area is filled in from its surroundings. Compare before and after.',
      ar: 'تُملأ المنطقة مما يحيط بها. قارن بين قبل وبعد.',
      es: 'La zona se rellena a partir de lo que la rodea. Compara el antes y el después.',
      ko: '주변을 참고해 그 자리가 채워집니다. 전후를 비교해 보세요.',
    });
    await compare(rec);
    await rec.step({
      en: 'Something left? Erase again from the result.',
      ar: 'بقي شيء؟ امسح مرة أخرى انطلاقًا من النتيجة.',
      es: '¿Queda algo? Vuelve a borrar sobre el resultado.',
      ko: '남은 게 있다면 결과에서 다시 지우세요.',
    });
    await rec.point(page.getByTestId('download'));
    await rec.pause(1200);
  },
};
