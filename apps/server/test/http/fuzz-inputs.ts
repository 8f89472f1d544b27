/**
 * Hostile values for the fuzz walk (issue 18 point 6). JSON values go into bodies; query values
 * are already percent-encoded (a lone surrogate cannot be encoded with encodeURIComponent, so it
 * travels as the invalid UTF-8 bytes a client could send).
 */

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

export const LONG_STRING = 'x'.repeat(10_000);

/** Values put in place of one JSON field. */
export const JSON_VALUES: { name: string; value: unknown }[] = [
  { name: 'nul', value: 'a\u0000b' },
  { name: 'lone high surrogate', value: 'a\uD800b' },
  { name: 'lone low surrogate', value: '\uDC00' },
  { name: '10k string', value: LONG_STRING },
  { name: 'deep object', value: deepObject(200) },
  { name: 'deep array', value: deepArray(200) },
  { name: 'number', value: 42 },
  { name: 'negative', value: -1 },
  { name: 'huge number', value: 1e308 },
  { name: 'unsafe integer', value: Number.MAX_SAFE_INTEGER + 2 },
  { name: 'tiny number', value: -1e308 },
  { name: 'fraction', value: 0.5 },
  { name: 'string', value: 'not-what-you-want' },
  { name: 'empty string', value: '' },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'array', value: ['a', 1, null] },
  { name: 'object', value: { nested: 'x' } },
];

/** Values put in place of one path or query parameter (already URL-encoded). */
export const URL_VALUES: { name: string; value: string }[] = [
  { name: 'nul', value: '%00' },
  { name: 'nul inside', value: 'a%00b' },
  { name: 'lone surrogate (invalid utf-8)', value: '%ED%A0%80' },
  { name: 'broken escape', value: '%E0%A4%A' },
  { name: '10k string', value: LONG_STRING },
  { name: 'huge number', value: '1e400' },
  { name: 'long digits', value: '99999999999999999999999999' },
  { name: 'negative', value: '-1' },
  { name: 'NaN', value: 'NaN' },
  { name: 'json', value: encodeURIComponent('{"__proto__":{"x":1}}') },
  { name: 'array syntax', value: 'a&__proto__[x]=1' },
  { name: 'empty', value: '' },
];

/** Raw JSON bodies (text: a JS object literal cannot carry a `__proto__` key). */
export function rawBodies(example: unknown): { name: string; body: string }[] {
  const base = JSON.stringify(example ?? {});
  const merged = (extra: string) => (base === '{}' ? `{${extra}}` : base.startsWith('{') ? `{${extra},${base.slice(1)}` : `{${extra}}`);
  return [
    { name: '__proto__ key', body: merged('"__proto__":{"isAdmin":true,"polluted":1}') },
    { name: 'constructor.prototype key', body: merged('"constructor":{"prototype":{"polluted":1}}') },
    { name: 'deep json text', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { name: 'truncated json', body: base.slice(0, Math.max(1, base.length - 1)) },
    { name: 'json array', body: '[1,2,3]' },
    { name: 'json string', body: '"text"' },
    { name: 'json null', body: 'null' },
    { name: 'nul escape', body: merged('"x":"\\u0000"') },
    { name: 'lone surrogate escape', body: merged('"x":"\\ud800"') },
    { name: 'huge number literal', body: merged('"x":1e999') },
  ];
}
