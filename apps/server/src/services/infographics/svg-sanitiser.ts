/**
 * Rebuilds a user SVG from an allow-list: drawing elements and presentation attributes only.
 * Scripts, foreignObject, style sheets, event attributes, external references (href other
 * than `#id`, url() other than `url(#id)`) and anything unknown are dropped; a DOCTYPE (entity
 * tricks) refuses the whole file. The output is re-serialised by us, never passed through.
 */
import { SvgExpansionTooLarge, SvgTreeRecorder } from './svg-expansion';

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask', 'pattern',
  'filter', 'fegaussianblur', 'feoffset', 'feflood', 'fecomposite', 'femerge', 'femergenode',
  'fecolormatrix', 'feblend', 'fedropshadow',
]);

const ATTRIBUTES = new Set([
  'id', 'class', 'viewbox', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry',
  'fx', 'fy', 'd', 'points', 'transform', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width',
  'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset',
  'stroke-miterlimit', 'opacity', 'clip-path', 'clip-rule', 'mask', 'filter', 'offset', 'stop-color',
  'stop-opacity', 'gradientunits', 'gradienttransform', 'spreadmethod', 'patternunits', 'patterntransform',
  'preserveaspectratio', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor',
  'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'stddeviation', 'in', 'in2', 'result', 'operator',
  'k1', 'k2', 'k3', 'k4', 'mode', 'values', 'type', 'flood-color', 'flood-opacity', 'color', 'display',
  'visibility', 'xmlns', 'xmlns:xlink', 'version', 'href', 'xlink:href', 'maskunits', 'maskcontentunits',
  'clippathunits', 'filterunits', 'primitiveunits', 'style', 'direction', 'paint-order',
]);

/** Only these CSS properties survive in a style attribute. */
const STYLE_PROPERTIES = new Set(['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'opacity', 'stop-color', 'stop-opacity', 'font-size', 'font-weight', 'font-family', 'display', 'mix-blend-mode']);

export class SvgRefused extends Error {
  constructor(reason: string) {
    super(`svg refused: ${reason}`);
    this.name = 'SvgRefused';
  }
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A url(...) anywhere must point inside the document. */
const onlyLocalUrls = (value: string) => [...value.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)].every((match) => (match[2] ?? '').trim().startsWith('#'));

function cleanStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const [rawName, ...rest] = declaration.split(':');
    const name = rawName?.trim().toLowerCase() ?? '';
    const propertyValue = rest.join(':').trim();
    if (!STYLE_PROPERTIES.has(name) || /[\\<>@]|expression/i.test(propertyValue) || !onlyLocalUrls(propertyValue)) continue;
    kept.push(`${name}:${propertyValue}`);
  }
  return kept.length > 0 ? kept.join(';') : null;
}

function cleanAttribute(name: string, rawValue: string): string | null {
  const lower = name.toLowerCase();
  if (!ATTRIBUTES.has(lower)) return null;
  const value = decodeEntities(rawValue);
  // NUL and friends split keywords for some parsers ("java\0script:"): refuse such values.
  if ([...value].some((char) => char.charCodeAt(0) < 9)) return null;
  if (lower === 'href' || lower === 'xlink:href') return /^#[\w.-]+$/.test(value.trim()) ? value.trim() : null;
  if (lower === 'style') return cleanStyle(value);
  if (lower.startsWith('xmlns')) return value === 'http://www.w3.org/2000/svg' || value === 'http://www.w3.org/1999/xlink' ? value : null;
  if (/javascript:|data:|vbscript:/i.test(value.replace(/\s+/g, '')) || !onlyLocalUrls(value)) return null;
  return value;
}

const ATTRIBUTE = /\s*([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

interface Tag {
  name: string;
  attributes: [string, string][];
  selfClosing: boolean;
  end: number;
}

function readTag(source: string, start: number): Tag {
  const nameMatch = /^<([A-Za-z][\w:.-]*)/.exec(source.slice(start, start + 128));
  if (!nameMatch?.[1]) throw new SvgRefused('malformed tag');
  let position = start + nameMatch[0].length;
  const attributes: [string, string][] = [];
  for (;;) {
    const rest = source.slice(position).match(/^\s*(\/?>)/);
    if (rest?.[1]) return { name: nameMatch[1], attributes, selfClosing: rest[1] === '/>', end: position + rest[0].length };
    ATTRIBUTE.lastIndex = position;
    const attribute = ATTRIBUTE.exec(source);
    if (!attribute?.[1] || attribute[0].length === 0) throw new SvgRefused('malformed attribute');
    attributes.push([attribute[1], attribute[2] ?? attribute[3] ?? attribute[4] ?? '']);
    position = ATTRIBUTE.lastIndex;
  }
}

/** The sanitised SVG markup; throws SvgRefused when the input is not an SVG we can rebuild. */
export function sanitiseSvg(source: string): string {
  const output: string[] = [];
  /** Open elements: whether each is kept; anything under a dropped element is dropped too. */
  const stack: { name: string; kept: boolean }[] = [];
  let position = 0;
  let sawRoot = false;
  const tree = new SvgTreeRecorder();
  const dropping = () => stack.some((entry) => !entry.kept);
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const text = source.slice(position, next === -1 ? source.length : next);
    if (text.trim() && stack.length > 0 && !dropping()) output.push(escapeXml(decodeEntities(text)));
    if (next === -1) break;
    if (source.startsWith('<!--', next)) {
      const end = source.indexOf('-->', next + 4);
      position = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<![CDATA[', next)) {
      const end = source.indexOf(']]>', next);
      position = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<!', next)) {
      throw new SvgRefused('doctype or entity declarations');
    } else if (source.startsWith('<?', next)) {
      const end = source.indexOf('?>', next);
      position = end === -1 ? source.length : end + 2;
    } else if (source.startsWith('</', next)) {
      const end = source.indexOf('>', next);
      if (end === -1) throw new SvgRefused('unterminated closing tag');
      const name = source.slice(next + 2, end).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new SvgRefused('mismatched closing tag');
      if (open.kept && !dropping()) {
        output.push(`</${name}>`);
        tree.leave();
      }
      position = end + 1;
    } else {
      const tag = readTag(source, next);
      const local = tag.name.toLowerCase();
      if (stack.length === 0) {
        if (sawRoot || local !== 'svg') throw new SvgRefused('the root element must be one <svg>');
        sawRoot = true;
      }
      const kept = ELEMENTS.has(local) && !dropping();
      if (kept) {
        const cleaned = tag.attributes
          .filter(([name]) => !(local === 'svg' && name.toLowerCase().startsWith('xmlns')))
          .map(([name, value]) => [name, cleanAttribute(name, value)] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== null);
        const attributes = cleaned.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
        // Our own namespaces on every <svg>, so renderers read it as SVG whatever the input said.
        const namespaces = local === 'svg' ? ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
        output.push(`<${tag.name}${namespaces}${attributes}${tag.selfClosing ? '/>' : '>'}`);
        tree.enter(cleaned, tag.selfClosing);
      }
      if (!tag.selfClosing) stack.push({ name: tag.name, kept: ELEMENTS.has(local) });
      position = tag.end;
    }
  }
  if (!sawRoot || stack.length > 0) throw new SvgRefused('incomplete document');
  try {
    tree.checkExpansion();
  } catch (error) {
    if (error instanceof SvgExpansionTooLarge) throw new SvgRefused(error.message);
    throw error;
  }
  return output.join('');
}
