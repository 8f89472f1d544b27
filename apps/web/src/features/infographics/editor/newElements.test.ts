import { restore, runCommand } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { newBadge, newShape, newSticker, newText } from './newElements';

const doc = restore({ version: 2, canvas: { width: 900, height: 1200, background: '#ffffff' }, elements: [] });
const add = (element: Parameters<typeof runCommand<'element.add'>>[2]['element']) => runCommand('element.add', { doc, selection: [] }, { element }).doc.elements[0];

describe('new elements', () => {
  it('adds Arabic text right-to-left and other text left-to-right, centred', () => {
    const arabic = add(newText(doc.canvas, 'نص جديد', true));
    expect(arabic).toMatchObject({ type: 'text', direction: 'rtl', text: 'نص جديد' });
    expect(arabic.x + arabic.width / 2).toBeCloseTo(450, 0);
    expect(add(newText(doc.canvas, 'New text', false))).toMatchObject({ direction: 'ltr' });
  });

  it('adds valid shapes, badges and stickers', () => {
    expect(add(newShape(doc.canvas, 'star'))).toMatchObject({ type: 'shape', shape: 'star', width: 225, height: 225 });
    expect(add(newShape(doc.canvas, 'line'))).toMatchObject({ shape: 'line', height: 0, stroke: { width: 4 } });
    expect(add(newBadge(doc.canvas, 'SALE'))).toMatchObject({ type: 'badge', shape: 'pill', text: 'SALE' });
    expect(add(newSticker(doc.canvas, '/api/infographics/assets/stickers/a.png', 'a'))).toMatchObject({ type: 'sticker', width: 300 });
  });
});
