/** Colour names in en, es, ar and ko, and hex codes, to RGB. */
import { hexToRgb, type Rgb } from './colour';
import { consumePhrase } from './match';

const COLOURS: readonly { rgb: Rgb; words: string[] }[] = [
  { rgb: [22, 36, 71], words: ['navy', 'azul marino', 'كحلي', '남색', '네이비'] },
  { rgb: [196, 40, 48], words: ['red', 'rojo', 'roja', 'أحمر', 'احمر', 'حمراء', '빨간', '빨강', '레드'] },
  { rgb: [236, 128, 48], words: ['orange', 'naranja', 'برتقالي', '주황', '오렌지'] },
  { rgb: [240, 204, 72], words: ['yellow', 'amarillo', 'amarilla', 'أصفر', 'اصفر', 'صفراء', '노란', '노랑', '옐로'] },
  { rgb: [64, 140, 88], words: ['green', 'verde', 'أخضر', 'اخضر', 'خضراء', '초록', '녹색', '그린'] },
  { rgb: [52, 104, 196], words: ['blue', 'azul', 'أزرق', 'ازرق', 'زرقاء', '파란', '파랑', '블루'] },
  { rgb: [116, 72, 168], words: ['purple', 'violet', 'morado', 'morada', 'violeta', 'بنفسجي', '보라', '퍼플'] },
  { rgb: [238, 164, 186], words: ['pink', 'rosa', 'rosado', 'وردي', 'زهري', '분홍', '핑크'] },
  { rgb: [246, 244, 240], words: ['white', 'blanco', 'blanca', 'أبيض', 'ابيض', 'بيضاء', '흰', '하얀', '화이트'] },
  { rgb: [28, 28, 30], words: ['black', 'negro', 'negra', 'أسود', 'اسود', 'سوداء', '검은', '검정', '블랙'] },
  { rgb: [150, 150, 152], words: ['grey', 'gray', 'gris', 'رمادي', '회색', '그레이'] },
  { rgb: [222, 204, 176], words: ['beige', 'بيج', '베이지'] },
  { rgb: [120, 78, 48], words: ['brown', 'marrón', 'marron', 'café', 'بني', '갈색', '브라운'] },
  { rgb: [212, 172, 80], words: ['gold', 'dorado', 'dorada', 'oro', 'ذهبي', 'ذهبية', '금색', '골드', '황금'] },
  { rgb: [196, 198, 204], words: ['silver', 'plateado', 'plata', 'فضي', 'فضية', '은색', '실버'] },
  { rgb: [48, 160, 160], words: ['teal', 'turquoise', 'turquesa', 'فيروزي', '청록', '터키석'] },
  { rgb: [244, 234, 214], words: ['cream', 'ivory', 'crema', 'marfil', 'كريمي', 'عاجي', '크림', '아이보리'] },
  { rgb: [170, 222, 196], words: ['mint', 'menta', 'نعناعي', '민트'] },
  { rgb: [196, 182, 226], words: ['lavender', 'lilac', 'lavanda', 'lila', 'لافندر', 'ليلكي', '라벤더', '라일락'] },
  { rgb: [246, 196, 164], words: ['peach', 'melocotón', 'melocoton', 'durazno', 'خوخي', '복숭아', '피치'] },
  { rgb: [212, 124, 96], words: ['terracotta', 'terracota', 'تيراكوتا', '테라코타'] },
  { rgb: [130, 140, 96], words: ['olive', 'oliva', 'زيتوني', '올리브'] },
];

export const COLOUR_PHRASES: readonly { phrase: string; rgb: Rgb }[] = COLOURS.flatMap((colour) => colour.words.map((phrase) => ({ phrase, rgb: colour.rgb }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

const HEX = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;

/** Colours named in `text`, in order of appearance; matched phrases are blanked out of the returned text. */
export function findColours(text: string): { colours: Rgb[]; rest: string } {
  const found: { at: number; rgb: Rgb }[] = [];
  let rest = text.replace(HEX, (match, at: number) => {
    const rgb = hexToRgb(match);
    if (rgb) found.push({ at, rgb });
    return ' '.repeat(match.length);
  });
  for (const { phrase, rgb } of COLOUR_PHRASES) rest = consumePhrase(rest, phrase, (at) => found.push({ at, rgb }));
  return { colours: found.sort((a, b) => a.at - b.at).map((entry) => entry.rgb), rest };
}
