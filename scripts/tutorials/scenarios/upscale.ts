import { compare, openFromMenu, resizedPhoto, type TutorialScenario } from './kit';

export const upscale: TutorialScenario = {
  id: 'upscale',
  tool: 'upscale',
  toolPath: '/upscale',
  title: { en: 'Upscale a small photo', ar: 'تكبير صورة صغيرة', es: 'Ampliar una foto pequeña', ko: '작은 사진 키우기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/upscale', {
      en: 'Open Upscale from the menu on the left.',
      ar: 'افتح «تكبير الصورة» من القائمة الجانبية.',
      es: 'Abre «Ampliar» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 업스케일을 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop a small or blurry product photo here.',
      ar: 'اسحب إلى هنا صورة منتج صغيرة أو غير واضحة.',
      es: 'Arrastra aquí una foto de producto pequeña o poco nítida.',
      ko: '작거나 흐릿한 상품 사진을 여기에 놓으세요.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(await resizedPhoto('cosmetic-jar', 256));
    await rec.unoutline();
    await page.waitForURL(/\/en\/upscale\/[0-9a-f-]{36}/, { timeout: 60_000 });
    await rec.step({
      en: 'It is enlarged four times with a neural network, sharp and clean.',
      ar: 'تُكبَّر أربع مرات بشبكة عصبية مع الحفاظ على الحدة والنقاء.',
      es: 'Una red neuronal la amplía cuatro veces, nítida y limpia.',
      ko: '신경망이 사진을 네 배로 선명하게 키워 줍니다.',
    });
    await rec.wait(() => page.getByTestId('before-after').waitFor({ timeout: 600_000 }));
    await rec.pause(800);
    await rec.point(page.getByTestId('result-size'));
    await rec.step({
      en: 'Check the new size under the image.',
      ar: 'تحقّق من المقاس الجديد أسفل الصورة.',
      es: 'Comprueba el nuevo tamaño debajo de la imagen.',
      ko: '이미지 아래에서 새 크기를 확인하세요.',
    });
    await rec.unoutline();
    await rec.step({
      en: 'Move the slider to compare the detail.',
      ar: 'حرّك المؤشر لتقارن التفاصيل.',
      es: 'Mueve el control deslizante para comparar el detalle.',
      ko: '슬라이더를 움직여 디테일을 비교해 보세요.',
    });
    await compare(rec);
    await rec.step({
      en: 'Need an exact width? Upscale again with other settings.',
      ar: 'تحتاج إلى عرض محدد؟ كبّرها مجددًا بإعدادات أخرى.',
      es: '¿Necesitas un ancho exacto? Vuelve a ampliarla con otros ajustes.',
      ko: '정확한 너비가 필요하면 다른 설정으로 다시 키우세요.',
    });
    await rec.click(page.getByRole('link', { name: 'Upscale with other settings' }));
    const exact = page.locator('.mantine-SegmentedControl-label', { hasText: 'Exact width' });
    await exact.waitFor();
    await rec.click(exact);
    await rec.type(page.getByRole('textbox', { name: 'Exact width' }), '1500');
    await rec.point(page.getByTestId('upscale-run'));
    await rec.pause(1800);
  },
};
