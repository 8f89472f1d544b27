import { describe, expect, it } from 'vitest';
import { sanitiseSvg, SvgRefused } from './svg-sanitiser';

const wrap = (inner: string, rootAttributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps drawing elements, gradients and local references', () => {
    const clean = sanitiseSvg(
      wrap('<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="5">Hi &amp; bye</text>'),
    );
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('Hi &amp; bye');
  });

  it.each([
    ['script element', '<script>alert(1)</script><rect width="1" height="1"/>', /script|alert/i],
    ['script with CDATA', '<script><![CDATA[alert(1)]]></script>', /alert/],
    ['foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>', /foreignObject|onerror|img/i],
    ['event attribute', '<rect width="1" height="1" onclick="steal()" onmouseover="x()"/>', /on(click|mouseover)/i],
    ['external image', '<image href="https://evil.example/p.png" width="1" height="1"/>', /evil|<image/],
    ['javascript link', '<a href="javascript:alert(1)"><rect width="1" height="1"/></a>', /javascript|<a /],
    ['encoded javascript in use', '<use xlink:href="&#106;avascript:alert(1)"/>', /avascript/],
    ['external use', '<use href="https://evil.example/sprite.svg#icon"/>', /evil/],
    ['external url() in fill', '<rect width="1" height="1" fill="url(https://evil.example/x#g)"/>', /evil/],
    ['style element', '<style>@import url(https://evil.example/x.css); rect{fill:red}</style>', /@import|evil|<style/],
    ['style attribute with url', '<rect width="1" height="1" style="fill:url(https://evil.example/a);stroke:red"/>', /evil/],
    ['namespaced script', '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>', /alert/],
    ['animate that rewrites href', '<a><animate attributeName="href" to="javascript:alert(1)"/></a>', /animate|javascript/],
    ['set element', '<set attributeName="onload" to="alert(1)"/>', /alert|<set/],
    ['xml:base', '<g xml:base="https://evil.example/"><use href="#a"/></g>', /evil|xml:base/],
    ['foreign namespace on g', '<g xmlns="http://www.w3.org/1999/xhtml"/>', /xhtml/],
  ])('drops %s', (_, inner, forbidden) => {
    const clean = sanitiseSvg(wrap(inner, ' onload="alert(1)"'));
    expect(clean).not.toMatch(forbidden);
    expect(clean).not.toMatch(/onload/);
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('reads a prolog, comments and character references as XML does', () => {
    const clean = sanitiseSvg(
      `<?xml version="1.0" encoding="UTF-8"?><!-- <script>alert(1)</script> -->${wrap('<text x="1">&#x3C;b&#62; &amp;lt;<!-- x --></text><rect id="a&gt;b" fill="#0f0"/>')}`,
    );
    expect(clean).not.toMatch(/script|<!--/);
    expect(clean).toContain('<text x="1">&lt;b&gt; &amp;lt;</text>');
    expect(clean).toContain('<rect id="a&gt;b" fill="#0f0"/>');
  });

  it('keeps only safe declarations of a style attribute', () => {
    expect(sanitiseSvg(wrap('<rect style="fill:#0f0;behavior:url(x.htc);stroke-width:2"/>'))).toContain('style="fill:#0f0;stroke-width:2"');
  });

  it.each([
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY lol "lol">]><svg xmlns="http://www.w3.org/2000/svg">&lol;</svg>'],
    ['a non-SVG root', '<html><body/></html>'],
    ['two roots', '<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an unclosed document', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['mismatched tags', '<svg xmlns="http://www.w3.org/2000/svg"><g></rect></svg>'],
    ['plain text', 'hello'],
    ['an undeclared entity', '<svg xmlns="http://www.w3.org/2000/svg"><text>&lol;</text></svg>'],
    ['an unquoted attribute', '<svg xmlns="http://www.w3.org/2000/svg"><rect width=1 height="1"/></svg>'],
    ['a raw < inside an attribute value', '<svg xmlns="http://www.w3.org/2000/svg"><rect id="a<script>"/></svg>'],
    ['a duplicated attribute', '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a" href="https://evil.example/x"/></svg>'],
    ['text after the root', '<svg xmlns="http://www.w3.org/2000/svg"/><script>alert(1)</script>'],
  ])('refuses %s', (_, source) => {
    expect(() => sanitiseSvg(source)).toThrow(SvgRefused);
  });

  /** Level k is a group of ten uses of level k-1: 10^levels rectangles once expanded. */
  const useBomb = (levels: number) => {
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= levels; level += 1) defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    return wrap(`<defs>${defs}</defs><use href="#l${levels}"/>`);
  };

  it('refuses nested <use> that would expand past the element budget, at once', () => {
    const started = performance.now();
    expect(() => sanitiseSvg(useBomb(9))).toThrow(/use/);
    expect(() => sanitiseSvg(useBomb(5))).toThrow(SvgRefused);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a <use> reference cycle, and keeps a modest sprite sheet', () => {
    expect(() => sanitiseSvg(wrap('<g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'))).toThrow(/cycle/);
    expect(sanitiseSvg(useBomb(3))).toContain('<use href="#l3"/>');
  });
});
