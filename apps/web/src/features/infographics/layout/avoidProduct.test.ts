import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restore, type EditorDocument, type EditorElement } from '@vitrina/editor-core';
import { describe, expect, it } from 'vitest';
import { avoidProduct, containedBox, MAX_PRODUCT_OVERLAP, outerBox, overlapShare, type Box } from './avoidProduct';

const templates = join(import.meta.dirname, '../../../../../server/assets/templates');
const template = (file: string) => restore(JSON.parse(readFileSync(join(templates, file), 'utf8')));

const text = (id: string, box: Box, rotation = 0) =>
  ({ id, type: 'text', name: id, ...box, rotation, opacity: 1, locked: false, hidden: false, text: id, fontFamily: 'Noto Sans', fontSize: 40, fontWeight: 400, italic: false, fill: '#000000', align: 'start', lineHeight: 1.2, letterSpacing: 0, direction: 'auto', stroke: null, shadow: null }) as EditorElement;
const shape = (id: string, box: Box) =>
  ({ id, type: 'shape', name: id, ...box, rotation: 0, opacity: 1, locked: false, hidden: false, shape: 'rect', fill: '#eeeeee', stroke: null, cornerRadius: 0, points: 5, innerRadius: 0.5, shadow: null }) as EditorElement;
const product = (box: Box) => ({ id: 'product', type: 'product', name: 'product', ...box, rotation: 0, opacity: 1, locked: false, hidden: false, imageId: null, fit: 'contain', shadow: null }) as EditorElement;

/** The document after the layout: moved elements and the (maybe) scaled product. */
function applied(elements: EditorElement[], layout: ReturnType<typeof avoidProduct>): EditorElement[] {
  return elements.map((element) => {
    const move = layout.moves.get(element.id);
    if (move) return { ...element, ...move };
    if (element.id === 'product' && layout.productBox) return { ...element, ...layout.productBox };
    return element;
  });
}

const canvas = { width: 900, height: 1200 };

describe('avoidProduct', () => {
  it('leaves a layout alone when nothing covers the product', () => {
    const elements = [product({ x: 200, y: 300, width: 500, height: 500 }), text('title', { x: 60, y: 60, width: 780, height: 100 })];
    expect(avoidProduct(elements, canvas, 'product', { x: 200, y: 300, width: 500, height: 500 })).toEqual({ moves: new Map(), productBox: null });
  });

  it('moves a covering text the shortest way to free space, with the plate it sits on', () => {
    const visual = { x: 200, y: 300, width: 500, height: 500 };
    const elements = [product(visual), shape('plate', { x: 540, y: 700, width: 300, height: 80 }), text('label', { x: 560, y: 715, width: 260, height: 50 })];
    const layout = avoidProduct(elements, canvas, 'product', visual);
    expect([...layout.moves.keys()].sort()).toEqual(['label', 'plate']);
    const after = applied(elements, layout);
    const label = after.find((element) => element.id === 'label');
    const plate = after.find((element) => element.id === 'plate');
    if (!label || !plate) throw new Error('missing');
    expect(overlapShare(outerBox(label), visual)).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
    expect(overlapShare(outerBox(plate), visual)).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
    // The label stays on its plate: both moved by the same amount.
    expect(label.x - plate.x).toBe(20);
    expect(label.y - plate.y).toBe(15);
    // Shortest way: down below the product (y 812), not across the card.
    expect(plate.y).toBe(812);
    expect(layout.productBox).toBeNull();
  });

  it('moves a text together with the sticker it sits on ("NEW" on a burst)', () => {
    const visual = { x: 200, y: 300, width: 500, height: 600 };
    const sticker = { ...text('burst', { x: 560, y: 240, width: 200, height: 200 }), type: 'sticker', stickerId: null, src: '/burst.svg' } as unknown as EditorElement;
    const layout = avoidProduct([product(visual), sticker, text('new', { x: 580, y: 310, width: 160, height: 60 })], canvas, 'product', visual);
    const burst = layout.moves.get('burst');
    const label = layout.moves.get('new');
    if (!burst || !label) throw new Error('both should move');
    expect([label.x - burst.x, label.y - burst.y]).toEqual([20, 70]);
    expect(overlapShare({ ...burst, width: 200, height: 200 }, visual)).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
  });

  it('does not push a text onto another text', () => {
    const visual = { x: 100, y: 100, width: 700, height: 900 };
    const below = text('below', { x: 100, y: 1012, width: 700, height: 170 });
    const covering = text('covering', { x: 300, y: 900, width: 300, height: 80 });
    const layout = avoidProduct([product(visual), below, covering], canvas, 'product', visual);
    const moved = layout.moves.get('covering');
    const box = moved ? { ...moved, width: 300, height: 80 } : null;
    expect(box === null || overlapShare(box, outerBox(below)) <= MAX_PRODUCT_OVERLAP).toBe(true);
  });

  it('scales the product down about its centre when there is no free space to move to', () => {
    const visual = { x: 0, y: 0, width: 900, height: 1200 };
    const elements = [product(visual), text('title', { x: 100, y: 40, width: 700, height: 120 })];
    const layout = avoidProduct(elements, canvas, 'product', visual);
    expect(layout.productBox).not.toBeNull();
    const box = layout.productBox ?? visual;
    expect(box.width).toBeLessThan(900);
    expect(Math.abs(box.x + box.width / 2 - 450)).toBeLessThanOrEqual(1);
    const title = applied(elements, layout).find((element) => element.id === 'title');
    if (!title) throw new Error('missing');
    expect(overlapShare(outerBox(title), containedBox(box, { width: 900, height: 1200 }))).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
  });

  it('keeps every default template free of texts over a wide product and a tall one', () => {
    const files = readdirSync(templates).filter((file) => file.endsWith('.json') && file !== 'manifest.json');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      for (const picture of [{ width: 1600, height: 700 }, { width: 500, height: 1400 }]) {
        const document: EditorDocument = template(file);
        const slot = document.elements.find((element) => element.type === 'product');
        if (!slot) continue;
        const visual = containedBox(slot, picture);
        const layout = avoidProduct(document.elements, document.canvas, slot.id, visual);
        const after = applied(document.elements.map((element) => (element.id === slot.id ? { ...element, id: 'product' } : element)), layout);
        const scaled = layout.productBox ? containedBox(layout.productBox, picture) : visual;
        for (const element of after)
          if ((element.type === 'text' && element.text.trim() !== '') || element.type === 'badge' || element.type === 'sticker') {
            expect(overlapShare(outerBox(element), scaled), `${file} ${element.id}`).toBeLessThanOrEqual(MAX_PRODUCT_OVERLAP);
            const box = outerBox(element);
            // A template may bleed a sticker off the edge on purpose; what moves stays on the canvas.
            if (layout.moves.has(element.id))
              expect(box.x >= -1 && box.y >= -1 && box.x + box.width <= document.canvas.width + 1 && box.y + box.height <= document.canvas.height + 1, `${file} ${element.id} on the canvas`).toBe(true);
          }
      }
  });
});
