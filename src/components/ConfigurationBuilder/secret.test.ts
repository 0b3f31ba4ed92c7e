import {describe, expect, it, vi} from 'vitest';
import {generateSecret, SECRET_BYTES} from './secret';

describe('generateSecret', () => {
  it('draws 32 bytes from the source it is given and writes them as hexadecimal', () => {
    const source = vi.fn((array: Uint8Array) => {
      array.forEach((_, index) => (array[index] = index * 8));
      return array;
    });
    const secret = generateSecret(source);
    expect(source).toHaveBeenCalledTimes(1);
    expect(source.mock.calls[0]![0]).toHaveLength(SECRET_BYTES);
    expect(secret).toHaveLength(64);
    expect(secret.startsWith('0008101820')).toBe(true);
  });

  it('uses crypto.getRandomValues by default, never Math.random', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const random = vi.spyOn(Math, 'random');
    const secret = generateSecret();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(random).not.toHaveBeenCalled();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSecret()).not.toBe(secret);
    spy.mockRestore();
    random.mockRestore();
  });
});
