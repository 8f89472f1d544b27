/**
 * Counts the elements a renderer would draw once every `<use>` is expanded, so that a "billion
 * laughs" of nested `<use>` (each one referencing a group of ten uses of the previous group) is
 * refused in microseconds, before librsvg spends a minute expanding it.
 */
export const MAX_RENDERED_ELEMENTS = 20_000;

interface SvgNode {
  id?: string;
  /** The `#id` a `<use>` points at. */
  href?: string;
  children: SvgNode[];
}

export class SvgExpansionTooLarge extends Error {
  constructor(reason: string) {
    super(`svg refused: ${reason}`);
    this.name = 'SvgExpansionTooLarge';
  }
}

/** Fed by the sanitiser with the elements it keeps, in document order. */
export class SvgTreeRecorder {
  private readonly root: SvgNode = { children: [] };
  private readonly open: SvgNode[] = [this.root];
  private readonly byId = new Map<string, SvgNode>();

  enter(attributes: readonly (readonly [string, string])[], selfClosing: boolean): void {
    const node: SvgNode = { children: [] };
    for (const [name, value] of attributes) {
      const lower = name.toLowerCase();
      if (lower === 'id') node.id = value;
      else if (lower === 'href' || lower === 'xlink:href') node.href = value.slice(1);
    }
    if (node.id !== undefined && !this.byId.has(node.id)) this.byId.set(node.id, node);
    this.open[this.open.length - 1]?.children.push(node);
    if (!selfClosing) this.open.push(node);
  }

  leave(): void {
    if (this.open.length > 1) this.open.pop();
  }

  /** Throws SvgExpansionTooLarge past `limit` drawn elements or on a reference cycle. */
  checkExpansion(limit = MAX_RENDERED_ELEMENTS): number {
    const cost = new Map<SvgNode, number>();
    const visiting = new Set<SvgNode>();
    const measure = (node: SvgNode): number => {
      const known = cost.get(node);
      if (known !== undefined) return known;
      if (visiting.has(node)) throw new SvgExpansionTooLarge('a reference cycle');
      visiting.add(node);
      let total = 1;
      for (const child of node.children) total += measure(child);
      const target = node.href === undefined ? undefined : this.byId.get(node.href);
      if (target) total += measure(target);
      visiting.delete(node);
      // Capped so that the sums stay small numbers however deep the nesting.
      const capped = Math.min(total, limit + 1);
      cost.set(node, capped);
      return capped;
    };
    // The virtual root counts as one, so that a capped sum stays above the limit.
    const total = measure(this.root);
    if (total > limit) throw new SvgExpansionTooLarge(`more than ${limit} elements once <use> is expanded`);
    return total - 1;
  }
}
