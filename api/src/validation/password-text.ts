/**
 * How a password is read, once for every path that takes one (sign-in, user login create and
 * update, Manage Account), decision 092:
 * - it is taken as sent: never trimmed, spaces count, nothing is refused for its characters;
 * - it is compared in Unicode NFKC (NIST SP 800-63B): the same password typed on another keyboard,
 *   input method or system (composed or decomposed accents, full-width letters) is the same
 *   password, so `ａｕｄｉｔｏｒ１２３` signs in as `auditor123`;
 * - its length is counted in code points of that form (NIST SP 800-63B counts each code point as
 *   one character): `😀😀😀` is 3 characters, not the 6 UTF-16 units JavaScript's `length` says.
 */
export const passwordForHashing = (password: string): string => password.normalize('NFKC');

/** Characters of a password as the length rules count them: code points of its NFKC form. */
export const passwordLength = (password: string): number => {
  let count = 0;
  for (const _codePoint of passwordForHashing(password)) count += 1;
  return count;
};
