/**
 * Phrase search for prompts. Latin-script phrases must stand as whole words ("red" is not in
 * "blurred"); Arabic and Korean stems match inside words, where prefixes (ال) and particles (의, 에) attach.
 */
const LATIN = /^[\p{Script=Latin}\s'-]+$/u;
const LETTER = /[\p{L}\p{N}]/u;

export function findPhrase(text: string, phrase: string, from = 0): number {
  const wholeWord = LATIN.test(phrase);
  let at = text.indexOf(phrase, from);
  while (at >= 0) {
    if (!wholeWord) return at;
    const before = at > 0 ? text[at - 1] : ' ';
    const after = text[at + phrase.length] ?? ' ';
    if (!LETTER.test(before ?? ' ') && !LETTER.test(after)) return at;
    at = text.indexOf(phrase, at + 1);
  }
  return -1;
}

/** Calls `onMatch` for every occurrence, blanking each out so shorter phrases do not match it again. */
export function consumePhrase(text: string, phrase: string, onMatch: (at: number) => void): string {
  let rest = text;
  let at = findPhrase(rest, phrase);
  while (at >= 0) {
    onMatch(at);
    rest = rest.slice(0, at) + ' '.repeat(phrase.length) + rest.slice(at + phrase.length);
    at = findPhrase(rest, phrase, at + phrase.length);
  }
  return rest;
}
