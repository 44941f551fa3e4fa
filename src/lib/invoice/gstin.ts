/**
 * The GSTIN: 15 characters, the state's two digits, the holder's PAN (five letters, four digits, a
 * letter), the registration's number in that state, 'Z', and a check character (mod 36).
 */

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The state codes GST uses: 01 to 38, 97 (other territory) and 99 (centre jurisdiction). */
const knownState = (code: string): boolean => {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
};

/** The check character of the first 14: their values weighted 1, 2, 1, 2, ..., each product's base-36 digits summed. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, in words for the owner at the field; undefined when it is a GSTIN. */
export function gstinProblem(raw: string): string | undefined {
  const gstin = raw.trim().toUpperCase();
  if (gstin.length !== 15) return `A GSTIN has 15 characters; this has ${gstin.length}.`;
  if (!SHAPE.test(gstin))
    return 'A GSTIN is 2 digits of the state, the 10 characters of the PAN, 1 more character, Z, and a check character.';
  if (!knownState(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not a state's code.`;
  if (gstinCheckChar(gstin) !== gstin[14]) return 'This GSTIN’s check character does not match: please check it for a typing mistake.';
  return undefined;
}

/** The GSTIN as stored: trimmed and in capitals. */
export const normalGstin = (raw: string): string => raw.trim().toUpperCase();
