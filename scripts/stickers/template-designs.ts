import type { TemplateDesign, TemplateElement } from './template-model';

/**
 * Twelve marketplace card layouts (900×1200). Texts are full-width or mirrored pairs with
 * logical alignment, so an Arabic card reads right-to-left without moving anything.
 */
const title = (text: string, y = 60, fill = '#1f2933', size = 72): TemplateElement => ({ type: 'text', text, x: 60, y, width: 780, height: size * 1.3, fontSize: size, fontWeight: 800, fill, align: 'center' });
const subtitle = (text: string, y: number, fill = '#52606d'): TemplateElement => ({ type: 'text', text, x: 90, y, width: 720, height: 50, fontSize: 36, fill, align: 'center' });
const pill = (text: string, x: number, y: number, fill: string, color = '#ffffff', width = 330): TemplateElement[] => [
  { type: 'shape', shape: 'rect', x, y, width, height: 84, fill, cornerRadius: 42 },
  { type: 'text', text, x: x + 24, y: y + 20, width: width - 48, height: 44, fontSize: 32, fontWeight: 700, fill: color, align: 'center' },
];
const row = (text: string, y: number, sticker: string, x = 120, width = 660): TemplateElement[] => [
  { type: 'sticker', file: sticker, x, y, width: 64, height: 64 },
  { type: 'text', text, x: x + 90, y: y + 10, width: width - 90, height: 48, fontSize: 36, fill: '#1f2933', align: 'start' },
];
const cell = (text: string, x: number, y: number, width: number, bold = false): TemplateElement => ({ type: 'text', text, x, y: y + 18, width, height: 40, fontSize: 30, fontWeight: bold ? 700 : 400, fill: '#1f2933', align: 'center' });

function sizeTable(y: number): TemplateElement[] {
  const columns = ['Size', 'Chest', 'Waist', 'Length'];
  const rows = [['S', '88', '72', '66'], ['M', '96', '80', '69'], ['L', '104', '88', '72'], ['XL', '112', '96', '75']];
  const width = 780 / columns.length;
  const elements: TemplateElement[] = [{ type: 'shape', shape: 'rect', x: 60, y, width: 780, height: 76, fill: '#90caf9', cornerRadius: 12 }];
  rows.forEach((_, index) => {
    if (index % 2 === 1) elements.push({ type: 'shape', shape: 'rect', x: 60, y: y + 76 * (index + 1), width: 780, height: 76, fill: '#e3f2fd' });
  });
  columns.forEach((name, column) => elements.push(cell(name, 60 + column * width, y, width, true)));
  rows.forEach((values, index) => values.forEach((value, column) => elements.push(cell(value, 60 + column * width, y + 76 * (index + 1), width))));
  elements.push({ type: 'shape', shape: 'rect', x: 60, y, width: 780, height: 76 * 5, fill: 'transparent', stroke: { color: '#455a64', width: 3 }, cornerRadius: 12 });
  return elements;
}

export const DESIGNS: TemplateDesign[] = [
  {
    key: 'feature-callouts',
    name: 'Feature callouts',
    background: '#f5f7fa',
    elements: [
      title('Product name'),
      { type: 'shape', shape: 'ellipse', x: 150, y: 260, width: 600, height: 600, fill: '#e4ebf5' },
      { type: 'product', x: 200, y: 300, width: 500, height: 560 },
      ...pill('Waterproof', 40, 900, '#2563eb'),
      ...pill('Lightweight', 530, 900, '#2563eb'),
      ...pill('2-year warranty', 40, 1010, '#0f766e'),
      ...pill('Free returns', 530, 1010, '#0f766e'),
    ],
  },
  {
    key: 'size-table',
    name: 'Size table',
    background: '#ffffff',
    elements: [title('Size chart', 50), { type: 'product', x: 250, y: 160, width: 400, height: 460 }, subtitle('Measurements in cm', 640), ...sizeTable(720)],
  },
  {
    key: 'sale-badge',
    name: 'Sale badge',
    background: '#fff4e6',
    elements: [
      // The burst sits beside the product, not on it (the card editor moves anything covering the product).
      { type: 'product', x: 70, y: 200, width: 580, height: 780 },
      { type: 'badge', text: '−30%', shape: 'burst', fill: '#e8213f', textColor: '#ffffff', x: 650, y: 600, width: 220, height: 220, rotation: 12 },
      title('Big sale', 60, '#c2410c', 80),
      { type: 'shape', shape: 'rect', x: 0, y: 1000, width: 900, height: 200, fill: '#c2410c' },
      { type: 'text', text: 'Only this week', x: 60, y: 1050, width: 780, height: 100, fontSize: 64, fontWeight: 800, fill: '#ffffff', align: 'center' },
    ],
  },
  {
    key: 'comparison',
    name: 'Comparison',
    background: '#ffffff',
    elements: [
      title('Why choose us'),
      { type: 'product', x: 300, y: 180, width: 300, height: 340 },
      { type: 'shape', shape: 'rect', x: 60, y: 560, width: 380, height: 580, fill: '#e8f5e9', cornerRadius: 24 },
      { type: 'shape', shape: 'rect', x: 460, y: 560, width: 380, height: 580, fill: '#fdecea', cornerRadius: 24 },
      { type: 'text', text: 'Ours', x: 80, y: 590, width: 340, height: 60, fontSize: 44, fontWeight: 800, fill: '#1b5e20', align: 'center' },
      { type: 'text', text: 'Others', x: 480, y: 590, width: 340, height: 60, fontSize: 44, fontWeight: 800, fill: '#b71c1c', align: 'center' },
      ...['Natural materials', 'Hand finished', 'Lifetime support'].flatMap((text, index): TemplateElement[] => [
        { type: 'sticker', file: 'badges-check-circle.svg', x: 90, y: 690 + index * 140, width: 60, height: 60 },
        { type: 'text', text, x: 165, y: 695 + index * 140, width: 260, height: 90, fontSize: 30, fill: '#1f2933', align: 'start' },
        { type: 'sticker', file: 'emotions-pensive-face.svg', x: 490, y: 690 + index * 140, width: 60, height: 60 },
        { type: 'text', text: ['Synthetic blends', 'Mass produced', 'No support'][index] ?? '', x: 565, y: 695 + index * 140, width: 260, height: 90, fontSize: 30, fill: '#1f2933', align: 'start' },
      ]),
    ],
  },
  {
    key: 'ingredients',
    name: 'Ingredient list',
    background: '#f1f8e9',
    elements: [
      title('Natural ingredients', 60, '#33691e'),
      { type: 'product', x: 250, y: 180, width: 400, height: 460 },
      ...row('Aloe vera extract', 700, 'color-icons-leaf-badge.svg'),
      ...row('Hyaluronic acid', 800, 'color-icons-droplet-badge.svg'),
      ...row('Shea butter', 900, 'color-icons-leaf-badge.svg'),
      ...row('Vitamin E', 1000, 'color-icons-bolt-badge.svg'),
      subtitle('No parabens · No sulfates', 1110, '#33691e'),
    ],
  },
  {
    key: 'benefit-icons',
    name: 'Three benefits',
    background: '#ffffff',
    elements: [
      title('Product name'),
      subtitle('Short promise in one line', 160),
      { type: 'product', x: 150, y: 240, width: 600, height: 620 },
      ...(['color-icons-shield-check-badge.svg', 'color-icons-droplet-badge.svg', 'color-icons-temperature-badge.svg'] as const).flatMap((file, index): TemplateElement[] => [
        { type: 'sticker', file, x: 105 + index * 260, y: 900, width: 150, height: 150 },
        { type: 'text', text: ['Durable', 'Waterproof', 'Keeps warm'][index] ?? '', x: 60 + index * 260, y: 1070, width: 240, height: 50, fontSize: 32, fontWeight: 700, fill: '#1f2933', align: 'center' },
      ]),
    ],
  },
  {
    key: 'new-arrival',
    name: 'New arrival',
    background: '#fdf2f8',
    elements: [
      { type: 'sticker', file: 'ribbons-banner.svg', x: 260, y: 0, width: 380, height: 380 },
      { type: 'text', text: 'NEW', x: 285, y: 150, width: 330, height: 80, fontSize: 64, fontWeight: 800, fill: '#ffffff', align: 'center', letterSpacing: 6 },
      { type: 'product', x: 150, y: 400, width: 600, height: 570 },
      title('Spring collection', 990, '#9d174d', 64),
      subtitle('Limited quantity', 1090, '#be185d'),
    ],
  },
  {
    key: 'dimensions',
    name: 'Dimensions',
    background: '#fafafa',
    elements: [
      title('Dimensions'),
      { type: 'product', x: 180, y: 240, width: 540, height: 640 },
      { type: 'shape', shape: 'line', x: 180, y: 930, width: 540, height: 0, fill: '#1f2933', stroke: { color: '#1f2933', width: 4 } },
      { type: 'text', text: '40 cm', x: 300, y: 950, width: 300, height: 50, fontSize: 40, fontWeight: 700, fill: '#1f2933', align: 'center' },
      { type: 'shape', shape: 'line', x: 780, y: 240, width: 0, height: 640, fill: '#1f2933', stroke: { color: '#1f2933', width: 4 } },
      { type: 'text', text: '55 cm', x: 700, y: 530, width: 200, height: 50, fontSize: 40, fontWeight: 700, fill: '#1f2933', align: 'center', rotation: 90 },
      subtitle('Weight 1.2 kg', 1060),
    ],
  },
  {
    key: 'fast-delivery',
    name: 'Fast delivery',
    background: '#eef6ff',
    elements: [
      title('Product name'),
      { type: 'product', x: 150, y: 200, width: 600, height: 700 },
      { type: 'shape', shape: 'rect', x: 40, y: 960, width: 820, height: 180, fill: '#1565c0', cornerRadius: 32 },
      { type: 'sticker', file: 'delivery-delivery-truck.svg', x: 70, y: 975, width: 150, height: 150 },
      { type: 'text', text: 'Delivery in 1–2 days', x: 240, y: 1000, width: 590, height: 60, fontSize: 44, fontWeight: 800, fill: '#ffffff', align: 'start' },
      { type: 'text', text: 'Free from 50', x: 240, y: 1068, width: 590, height: 44, fontSize: 32, fill: '#bbdefb', align: 'start' },
    ],
  },
  {
    key: 'bestseller',
    name: 'Bestseller',
    background: '#fffbeb',
    elements: [
      { type: 'sticker', file: 'badges-rosette.svg', x: 660, y: 40, width: 200, height: 200 },
      { type: 'product', x: 130, y: 180, width: 640, height: 720 },
      title('Bestseller', 940, '#92400e', 80),
      ...[0, 1, 2, 3, 4].map((index): TemplateElement => ({ type: 'sticker', file: 'geometry-star.svg', x: 255 + index * 80, y: 1060, width: 70, height: 70 })),
    ],
  },
  {
    key: 'minimal-title',
    name: 'Minimal',
    background: '#ffffff',
    elements: [
      title('Product name', 70, '#111827', 76),
      subtitle('Material · Colour · Size', 180, '#6b7280'),
      { type: 'product', x: 100, y: 260, width: 700, height: 800 },
      { type: 'shape', shape: 'rect', x: 0, y: 1110, width: 900, height: 90, fill: '#111827' },
      { type: 'text', text: 'Brand', x: 60, y: 1130, width: 780, height: 50, fontSize: 36, fontWeight: 700, fill: '#ffffff', align: 'center', letterSpacing: 8 },
    ],
  },
  {
    key: 'in-the-box',
    name: 'What is in the box',
    background: '#f8fafc',
    elements: [
      title("What's in the box"),
      { type: 'product', x: 250, y: 180, width: 400, height: 460 },
      ...row('Main unit', 690, 'icons-check.svg'),
      ...row('Charging cable', 780, 'icons-check.svg'),
      ...row('Carry case', 870, 'icons-check.svg'),
      ...row('User manual', 960, 'icons-check.svg'),
      { type: 'badge', text: 'Gift', shape: 'pill', fill: '#7c3aed', textColor: '#ffffff', x: 330, y: 1070, width: 240, height: 80 },
    ],
  },
  {
    key: 'price-highlight',
    name: 'Price highlight',
    background: '#111827',
    elements: [
      title('Product name', 60, '#ffffff'),
      { type: 'shape', shape: 'ellipse', x: 120, y: 220, width: 660, height: 660, fill: '#1f2937' },
      { type: 'product', x: 170, y: 240, width: 560, height: 640 },
      { type: 'badge', text: '−15%', shape: 'circle', fill: '#facc15', textColor: '#111827', x: 660, y: 200, width: 180, height: 180 },
      { type: 'text', text: '49.99', x: 60, y: 930, width: 780, height: 130, fontSize: 110, fontWeight: 800, fill: '#facc15', align: 'center' },
      subtitle('Old price 59.99', 1080, '#9ca3af'),
    ],
  },
];
