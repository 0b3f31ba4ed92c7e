/**
 * A random secret like the page's `openssl rand -hex 32`: 32 bytes from the Web Crypto API, as
 * 64 lower-case hexadecimal characters. The source of randomness is a parameter so that tests can
 * check it is the one used.
 */
export const SECRET_BYTES = 32;

export type RandomValues = (array: Uint8Array) => Uint8Array;

export function generateSecret(
  getRandomValues: RandomValues = (array) => globalThis.crypto.getRandomValues(array),
): string {
  const bytes = getRandomValues(new Uint8Array(SECRET_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
