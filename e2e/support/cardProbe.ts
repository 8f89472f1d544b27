/// <reference lib="dom" />
import sharp from 'sharp';
import type { Page } from 'playwright-core';

/** A cut-out PNG: a tall opaque bottle shape off to the left of a wide transparent canvas. */
export async function offCentreCutout(): Promise<Uint8Array> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">' +
    '<rect x="60" y="100" width="140" height="460" rx="30" fill="#2f6fb0"/><rect x="100" y="60" width="60" height="60" fill="#1d4a78"/></svg>';
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

export interface ProbedText {
  id: string;
  /** The text the renderer was given (lines joined by newlines) and what it actually laid out. */
  text: string;
  drawn: string;
  fontSize: number;
  lineHeight: number;
  width: number;
  height: number;
  lineWidths: number[];
  box: { x: number; y: number; width: number; height: number };
}

export interface CardProbe {
  texts: ProbedText[];
  product: { box: { x: number; y: number; width: number; height: number }; crop: { x: number; y: number; width: number; height: number }; transparentPixels: number; pixels: number } | null;
}

/**
 * Reads the card editor's Konva stage (window.Konva): every fitted text (`fitted-text` nodes) with
 * the lines Konva laid out, and the product element's picture (drawn box, crop, transparency).
 */
export function probeCard(page: Page, productElementId: string): Promise<CardProbe> {
  return page.evaluate((productId) => {
    type Box = { x: number; y: number; width: number; height: number };
    interface KonvaNode {
      id(): string;
      text(): string;
      fontSize(): number;
      lineHeight(): number;
      width(): number;
      height(): number;
      crop(): Box;
      image(): CanvasImageSource & { width: number; height: number; naturalWidth?: number; naturalHeight?: number };
      textArr: { text: string; width: number }[];
      findAncestor(selector: string): KonvaNode;
      getClientRect(options: { relativeTo: KonvaNode }): Box;
      find(selector: string): KonvaNode[];
      findOne(selector: string): KonvaNode | undefined;
      container(): HTMLElement;
    }
    const konva = (window as unknown as { Konva: { stages: KonvaNode[] } }).Konva;
    const stage = konva.stages.find((candidate) => candidate.container().closest('[data-testid="card-stage"]'));
    const layer = stage?.findOne('.card-content');
    if (!layer) throw new Error('no card stage');
    const texts = layer.find('.fitted-text').map((node) => {
      const group = node.findAncestor('.card-element');
      return {
        id: group.id(),
        text: node.text(),
        drawn: node.textArr.map((line) => line.text).join('\n'),
        fontSize: node.fontSize(),
        lineHeight: node.lineHeight(),
        width: node.width(),
        height: node.height(),
        lineWidths: node.textArr.map((line) => line.width),
        box: group.getClientRect({ relativeTo: layer }),
      };
    });
    const picture = layer.findOne(`#${productId}`)?.findOne('Image');
    if (!picture) return { texts, product: null };
    const image = picture.image();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth ?? image.width;
    canvas.height = image.naturalHeight ?? image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let transparentPixels = 0;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 255) < 255) transparentPixels += 1;
    return { texts, product: { box: picture.getClientRect({ relativeTo: layer }), crop: picture.crop(), transparentPixels, pixels: data.length / 4 } };
  }, productElementId);
}

const area = (box: { width: number; height: number }) => Math.max(0, box.width) * Math.max(0, box.height);

/** The share of `box` that `other` covers. */
export function overlapShare(box: { x: number; y: number; width: number; height: number }, other: { x: number; y: number; width: number; height: number }): number {
  const width = Math.min(box.x + box.width, other.x + other.width) - Math.max(box.x, other.x);
  const height = Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
  return width > 0 && height > 0 && area(box) > 0 ? (width * height) / area(box) : 0;
}

/** A text the renderer laid out whole: no line dropped, none wider or taller than its box. */
export function textFits(text: ProbedText): boolean {
  const squash = (value: string) => value.replace(/\s+/g, '');
  const tallEnough = text.lineWidths.length * text.fontSize * text.lineHeight <= text.height + 0.5;
  return squash(text.drawn) === squash(text.text) && tallEnough && text.lineWidths.every((width) => width <= text.width + 0.5);
}
