/**
 * Words the studio engine understands, in en, es, ar and ko. Arabic and Korean entries are
 * stems found inside longer words (الرخام contains رخام); Korean avoids one-syllable stems that
 * hide inside unrelated words (물 is in 선물 "gift", so water is 물결 / 수면).
 */
export type Backdrop = 'sweep' | 'wall-floor' | 'tabletop' | 'podium' | 'outdoor';
export type Material = 'plain' | 'marble' | 'wood' | 'concrete' | 'linen' | 'sand' | 'terrazzo' | 'paper' | 'water';
export type LightWord = 'soft' | 'hard' | 'left' | 'right' | 'top' | 'warm' | 'cool' | 'golden' | 'neon';
export type PropKind = 'sphere' | 'cylinder' | 'cube' | 'arch' | 'heart' | 'confetti' | 'leaves' | 'sun';
export type EffectWord = 'dof' | 'vignette' | 'reflection' | 'shadow' | 'props';

export type VocabularyElement =
  | { kind: 'backdrop'; value: Backdrop }
  | { kind: 'material'; value: Material }
  | { kind: 'light'; value: LightWord }
  | { kind: 'prop'; value: PropKind }
  | { kind: 'effect'; value: EffectWord };

interface Entry {
  element: VocabularyElement;
  words: string[];
}

const backdrop = (value: Backdrop, words: string[]): Entry => ({ element: { kind: 'backdrop', value }, words });
const material = (value: Material, words: string[]): Entry => ({ element: { kind: 'material', value }, words });
const light = (value: LightWord, words: string[]): Entry => ({ element: { kind: 'light', value }, words });
const prop = (value: PropKind, words: string[]): Entry => ({ element: { kind: 'prop', value }, words });
const effect = (value: EffectWord, words: string[]): Entry => ({ element: { kind: 'effect', value }, words });

export const VOCABULARY: readonly Entry[] = [
  backdrop('sweep', ['seamless', 'sweep', 'infinity', 'cyclorama', 'fondo infinito', 'sin costuras', 'ciclorama', 'خلفية سلسة', 'خلفية لا نهائية', 'خلفية استوديو', '무한 배경', '스윕', '심리스']),
  backdrop('wall-floor', ['wall', 'room', 'pared', 'habitación', 'habitacion', 'جدار', 'حائط', 'غرفة', '벽', '방 안', '실내']),
  backdrop('tabletop', ['table', 'countertop', 'counter', 'desk', 'mesa', 'encimera', 'escritorio', 'طاولة', 'منضدة', 'مكتب', '테이블', '식탁', '탁자', '책상', '조리대']),
  backdrop('podium', ['podium', 'pedestal', 'plinth', 'podio', 'pedestal', 'peana', 'منصة', 'قاعدة', 'ركيزة', '포디움', '받침대', '단상', '좌대']),
  backdrop('outdoor', ['outdoor', 'outside', 'sky', 'nature', 'garden', 'exterior', 'aire libre', 'cielo', 'naturaleza', 'jardín', 'jardin', 'خارج', 'سماء', 'طبيعة', 'حديقة', '야외', '하늘', '자연', '정원']),
  material('marble', ['marble', 'mármol', 'marmol', 'رخام', '대리석']),
  material('wood', ['wooden', 'wood', 'oak', 'madera', 'roble', 'خشب', '나무', '원목', '우드']),
  material('concrete', ['concrete', 'cement', 'stone', 'hormigón', 'hormigon', 'concreto', 'cemento', 'piedra', 'خرسان', 'إسمنت', 'اسمنت', 'حجر', '콘크리트', '시멘트', '돌']),
  material('linen', ['linen', 'fabric', 'cloth', 'textile', 'lino', 'tela', 'tejido', 'كتان', 'قماش', '린넨', '리넨', '패브릭', '원단']),
  material('sand', ['sand', 'beach', 'dune', 'arena', 'playa', 'duna', 'رمل', 'رمال', 'شاطئ', '모래', '해변', '사막']),
  material('terrazzo', ['terrazzo', 'terrazo', 'تيرازو', '테라조']),
  material('paper', ['paper', 'papel', 'ورق', '종이']),
  material('water', ['water', 'ripple', 'pool', 'agua', 'ondas', 'piscina', 'ماء', 'مياه', 'تموج', '물결', '수면', '물 위']),
  light('golden', ['golden hour', 'sunset', 'sunrise', 'hora dorada', 'atardecer', 'amanecer', 'الساعة الذهبية', 'غروب', 'شروق', '골든 아워', '골든아워', '노을', '석양', '일몰']),
  light('neon', ['neon', 'cyberpunk', 'neón', 'نيون', '네온', '사이버펑크']),
  light('soft', ['soft', 'diffused', 'gentle', 'suave', 'difusa', 'difuso', 'ناعم', 'ناعمة', 'هادئ', 'منتشر', '부드러운', '은은한', '소프트']),
  light('hard', ['hard', 'harsh', 'dramatic', 'contrast', 'dura', 'duro', 'dramática', 'dramatica', 'contraste', 'قاسي', 'حاد', 'درامي', 'تباين', '강한', '드라마틱', '대비', '하드']),
  light('left', ['from the left', 'left', 'izquierda', 'اليسار', 'يسار', '왼쪽']),
  light('right', ['from the right', 'right', 'derecha', 'اليمين', 'يمين', '오른쪽']),
  light('top', ['overhead', 'top light', 'from above', 'cenital', 'desde arriba', 'من الأعلى', 'علوي', '위에서', '탑 조명']),
  light('warm', ['warm', 'cozy', 'cálida', 'calida', 'cálido', 'calido', 'acogedor', 'دافئ', 'دافئة', '따뜻한', '웜', '아늑한']),
  light('cool', ['cool', 'cold', 'fría', 'fria', 'frío', 'frio', 'بارد', 'باردة', '차가운', '시원한', '쿨']),
  prop('sphere', ['sphere', 'spheres', 'ball', 'balls', 'orb', 'bubble', 'esfera', 'esferas', 'bola', 'bolas', 'burbuja', 'كرة', 'كرات', 'فقاعة', '구체', '구슬', '비눗방울']),
  prop('cylinder', ['cylinder', 'cylinders', 'column', 'cilindro', 'cilindros', 'columna', 'أسطوانة', 'اسطوانة', 'عمود', '원기둥', '실린더', '기둥']),
  prop('cube', ['cube', 'cubes', 'block', 'blocks', 'cubo', 'cubos', 'bloque', 'bloques', 'مكعب', 'مكعبات', '큐브', '정육면체', '블록']),
  prop('arch', ['arch', 'arco', 'قوس', 'قنطرة', '아치']),
  prop('heart', ['heart', 'hearts', 'corazón', 'corazon', 'corazones', 'قلب', 'قلوب', '하트']),
  prop('confetti', ['confetti', 'sparkles', 'glitter', 'confeti', 'brillos', 'purpurina', 'قصاصات', 'بريق', 'لمعان', '색종이', '컨페티', '반짝이']),
  prop('leaves', ['leaves', 'leaf', 'plant', 'plants', 'palm', 'flowers', 'hojas', 'hoja', 'planta', 'plantas', 'palmera', 'flores', 'أوراق', 'ورقة نبات', 'نبات', 'نخيل', 'زهور', '나뭇잎', '식물', '야자', '꽃']),
  prop('sun', ['sun', 'sunlight', 'sol', 'luz solar', 'شمس', '태양', '햇살', '햇빛']),
  effect('dof', ['depth of field', 'bokeh', 'blur', 'blurred', 'profundidad de campo', 'desenfoque', 'desenfocado', 'عمق الميدان', 'بوكيه', 'ضبابي', 'تمويه', '심도', '보케', '블러', '아웃포커스']),
  effect('vignette', ['vignette', 'viñeta', 'vineta', 'تظليل الحواف', 'فينيت', '비네팅', '비네트']),
  effect('reflection', ['reflection', 'reflections', 'glossy', 'mirror', 'reflejo', 'reflejos', 'brillante', 'espejo', 'انعكاس', 'لامع', 'مرآة', '반사', '광택', '거울']),
  effect('shadow', ['shadow', 'shadows', 'sombra', 'sombras', 'ظل', 'ظلال', '그림자']),
  effect('props', ['props', 'objects', 'decorations', 'decor', 'accesorios', 'objetos', 'decoración', 'decoracion', 'إكسسوارات', 'أغراض', 'زينة', '소품', '장식']),
];

/** Every (phrase, element) pair, longest phrase first, so "golden hour" wins over "gold". */
export const PHRASES: readonly { phrase: string; element: VocabularyElement }[] = VOCABULARY.flatMap((entry) =>
  entry.words.map((phrase) => ({ phrase: phrase.toLowerCase(), element: entry.element })),
).sort((a, b) => b.phrase.length - a.phrase.length);
