import { compare, openFromMenu, resizedPhoto, type TutorialScenario } from './kit';

export const watermarks: TutorialScenario = {
  id: 'watermarks',
  tool: 'watermarks',
  toolPath: '/watermarks',
  title: { en: 'Remove watermarks and text', ar: 'إزالة العلامات المائية والنصوص', es: 'Quitar marcas de agua y textos', ko: '워터마크와 글자 지우기' },
  async run(rec) {
    const { page } = rec;
    await openFromMenu(rec, '/watermarks', {
      en: 'Open Watermarks from the menu on the left.',
      ar: 'افتح «العلامات المائية» من القائمة الجانبية.',
      es: 'Abre «Marcas de agua» en el menú de la izquierda.',
      ko: '왼쪽 메뉴에서 워터마크를 엽니다.',
    });
    const dropzone = page.getByTestId('tool-dropzone');
    await rec.point(dropzone);
    await rec.step({
      en: 'Drop a photo that carries a watermark or a caption.',
      ar: 'اسحب صورة عليها علامة مائية أو نص.',
      es: 'Arrastra una foto con marca de agua o texto encima.',
      ko: '워터마크나 글자가 들어간 사진을 놓으세요.',
    });
    await dropzone.locator('input[type=file]').setInputFiles(await resizedPhoto('ceramic-mug', 640, 'SAMPLE'));
    await rec.unoutline();
    await rec.step({
      en: 'Vitrina finds the marks by itself and shows them in red.',
      ar: 'تعثر «فيترينا» على العلامات تلقائيًا وتُظهرها باللون الأحمر.',
      es: 'Vitrina encuentra las marcas por sí sola y las muestra en rojo.',
      ko: 'Vitrina가 표시를 자동으로 찾아 빨간색으로 보여 줍니다.',
    });
    const found = page.getByText('Found marks are in red');
    await rec.wait(() => found.waitFor({ timeout: 600_000 }));
    await rec.pause(800);
    await rec.point(page.getByTestId('mask-canvas'));
    await rec.step({
      en: 'Add to the red area with the brush if something was missed.',
      ar: 'إن فات شيء، أضِفه إلى المنطقة الحمراء بالفرشاة.',
      es: 'Si se escapó algo, añádelo a la zona roja con el pincel.',
      ko: '놓친 부분이 있으면 브러시로 빨간 영역에 더하세요.',
    });
    await rec.unoutline();
    await rec.step({
      en: 'Press Remove and wait a moment.',
      ar: 'اضغط «إزالة» وانتظر لحظة.',
      es: 'Pulsa Quitar y espera un momento.',
      ko: '제거를 누르고 잠시 기다리세요.',
    });
    await rec.click(page.getByTestId('save-mask'));
    await rec.wait(() => page.getByTestId('before-after').waitFor({ timeout: 600_000 }));
    await rec.pause(800);
    await rec.step({
      en: 'Compare before and after; if a trace is left, erase it with the brush, then download.',
      ar: 'قارن بين قبل وبعد؛ وإن بقي أثر فامسحه بالفرشاة، ثم نزّل الصورة.',
      es: 'Compara el antes y el después; si queda algún rastro, bórralo con el pincel y descarga.',
      ko: '전후를 비교하고, 흔적이 남았다면 브러시로 지운 뒤 내려받으세요.',
    });
    await compare(rec);
    await rec.point(page.getByTestId('download'));
    await rec.pause(1200);
  },
};
