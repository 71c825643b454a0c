/** Compares text as `localeCompare(other, 'id')` does, with one collator instead of one per call. */
export const compareText = new Intl.Collator('id').compare;

/**
 * Each printable ASCII character but the capitals (sort keys are lower-cased), by its place in the
 * collator's order (1 up; 0: not in the set). A character the collator does not tell apart from its
 * neighbour at the base level (its primary weight) is left out: its order would depend on more
 * than the character.
 */
const RANKS = (() => {
  const characters: string[] = [];
  for (let code = 0x20; code <= 0x7e; code += 1) if (code < 0x41 || code > 0x5a) characters.push(String.fromCharCode(code));
  characters.sort(compareText);
  const sameBase = new Intl.Collator('id', { sensitivity: 'base' }).compare;
  const ranks = new Uint8Array(128);
  characters.forEach((character, index) => {
    const apart = (other: string | undefined) => other === undefined || sameBase(character, other) !== 0;
    if (apart(characters[index - 1]) && apart(characters[index + 1])) ranks[character.charCodeAt(0)] = index + 1;
  });
  return ranks;
})();

/**
 * A key whose plain string order (`<`) is the collator's order of `text`, or null when `text` has a
 * character outside the set above (compare it with `compareText`). The collator compares such text
 * by its characters' primary weights, one after the other, a shorter text first when it is the
 * start of the longer one; each character here has a weight of its own, so their places in the
 * collator's order say the same. Sorting 1,000 rows compares ~10,000 times: plain string
 * comparisons instead of the collator's make a sort by a text column several times faster.
 */
export function orderedTextKey(text: string): string | null {
  const codes = new Array<number>(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const rank = code < 128 ? RANKS[code]! : 0;
    if (rank === 0) return null;
    codes[index] = rank + 0x20;
  }
  return String.fromCharCode(...codes);
}
