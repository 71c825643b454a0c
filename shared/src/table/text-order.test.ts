import { compareText, orderedTextKey } from './text-order';

const sign = (value: number) => Math.sign(value);

/** Deterministic text (a linear congruential generator) over the given characters. */
function texts(alphabet: string, count: number, maxLength: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * maxLength) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''));
}

const PRINTABLE_LOWER = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index))
  .filter((character) => character < 'A' || character > 'Z')
  .join('');

describe('orderedTextKey', () => {
  it('orders every pair of one- and two-character texts as the Indonesian collation does', () => {
    const shortTexts = ['', ...PRINTABLE_LOWER];
    for (const first of PRINTABLE_LOWER) for (const second of PRINTABLE_LOWER) shortTexts.push(first + second);
    const keyed = shortTexts.map((text) => ({ text, key: orderedTextKey(text) })).filter((item) => item.key !== null);
    // Every one of the 69 characters has a weight of its own: 1 + 69 + 69 * 69 texts.
    expect(keyed).toHaveLength(1 + 69 + 69 * 69);
    const byKey = [...keyed].sort((left, right) => (left.key! < right.key! ? -1 : left.key! > right.key! ? 1 : 0)).map((item) => item.text);
    expect(byKey).toEqual([...byKey].sort(compareText));
  });

  it('orders order ids, names and mixed text as the collation does, pair by pair', () => {
    const samples = [
      ...texts('0123456789-ord', 200, 14),
      ...texts('abcdefghijklmnopqrstuvwxyz 0123456789', 200, 12),
      ...texts(PRINTABLE_LOWER, 200, 8),
      'ord-00000001',
      'ord-0000001',
      'pelanggan 12',
      'pelanggan 1',
      'pelanggan-1',
      'pelanggan_1',
    ];
    const differing: string[][] = [];
    for (const left of samples) {
      for (const right of samples) {
        const [a, b] = [orderedTextKey(left), orderedTextKey(right)];
        if (a === null || b === null) throw new Error(`no key for ${left} or ${right}`);
        if (sign(a < b ? -1 : a > b ? 1 : 0) !== sign(compareText(left, right))) differing.push([left, right]);
      }
    }
    expect(differing).toEqual([]);
  });

  it('leaves text with capitals or characters beyond ASCII to the collator', () => {
    expect(orderedTextKey('Budi')).toBeNull();
    expect(orderedTextKey('émile')).toBeNull();
    expect(orderedTextKey('tab\there')).toBeNull();
    expect(orderedTextKey('budi')).not.toBeNull();
  });
});
