/**
 * Rebuilds a user SVG from an allow-list: drawing elements and presentation attributes only.
 * Scripts, foreignObject, style sheets, event attributes, external references (href other
 * than `#id`, url() other than `url(#id)`) and anything unknown are dropped; a DOCTYPE (entity
 * tricks) refuses the whole file, and so does anything that is not well-formed XML. The markup
 * is read by an XML parser (saxes), and the output is re-serialised by us, never passed through.
 */
import { SaxesParser } from 'saxes';
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

function cleanAttribute(name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (!ATTRIBUTES.has(lower)) return null;
  // NUL and friends split keywords for some parsers ("java\0script:"): refuse such values.
  if ([...value].some((char) => char.charCodeAt(0) < 9)) return null;
  if (lower === 'href' || lower === 'xlink:href') return /^#[\w.-]+$/.test(value.trim()) ? value.trim() : null;
  if (lower === 'style') return cleanStyle(value);
  if (lower.startsWith('xmlns')) return value === 'http://www.w3.org/2000/svg' || value === 'http://www.w3.org/1999/xlink' ? value : null;
  if (/javascript:|data:|vbscript:/i.test(value.replace(/\s+/g, '')) || !onlyLocalUrls(value)) return null;
  return value;
}

/** Open elements: whether each is kept, and whether it closed itself (`<use/>`). */
interface OpenElement {
  name: string;
  kept: boolean;
  selfClosing: boolean;
}

/** The sanitised SVG markup; throws SvgRefused when the input is not an SVG we can rebuild. */
export function sanitiseSvg(source: string): string {
  const output: string[] = [];
  /** Anything under a dropped element is dropped too. */
  const stack: OpenElement[] = [];
  let sawRoot = false;
  const tree = new SvgTreeRecorder();
  const dropping = () => stack.some((entry) => !entry.kept);
  // Namespaces are not resolved (xmlns: false): a prefixed name such as `svg:script` is simply not
  // on the allow-list. saxes decodes the five XML entities and character references itself and
  // refuses any other entity, so an entity can never smuggle markup past the allow-list.
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new SvgRefused('doctype or entity declarations');
  });
  parser.on('text', (text) => {
    if (text.trim() && stack.length > 0 && !dropping()) output.push(escapeXml(text));
  });
  // Comments, processing instructions and CDATA sections (a script's body) are not copied.
  parser.on('opentag', (tag) => {
    const local = tag.name.toLowerCase();
    if (stack.length === 0) {
      if (sawRoot || local !== 'svg') throw new SvgRefused('the root element must be one <svg>');
      sawRoot = true;
    }
    const kept = ELEMENTS.has(local) && !dropping();
    if (kept) {
      const cleaned = Object.entries(tag.attributes)
        .filter(([name]) => !(local === 'svg' && name.toLowerCase().startsWith('xmlns')))
        .map(([name, value]) => [name, cleanAttribute(name, value)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== null);
      const attributes = cleaned.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('');
      // Our own namespaces on every <svg>, so renderers read it as SVG whatever the input said.
      const namespaces = local === 'svg' ? ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"' : '';
      output.push(`<${tag.name}${namespaces}${attributes}${tag.isSelfClosing ? '/>' : '>'}`);
      tree.enter(cleaned, tag.isSelfClosing);
    }
    stack.push({ name: tag.name, kept: ELEMENTS.has(local), selfClosing: tag.isSelfClosing });
  });
  parser.on('closetag', () => {
    const open = stack.pop();
    if (open?.kept && !open.selfClosing && !dropping()) {
      output.push(`</${open.name}>`);
      tree.leave();
    }
  });
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof SvgRefused) throw error;
    // saxes reports malformed XML (mismatched or unclosed tags, unknown entities, text outside
    // the root) by throwing; any of them refuses the file.
    throw new SvgRefused(error instanceof Error ? error.message : 'malformed XML');
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
