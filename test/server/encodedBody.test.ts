import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody } from '../../src/server/encodedBody';

describe('a body sent many times', () => {
  const plain = Buffer.from(JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id, name: `Referrer ${id}` }))));

  it('is compressed once per encoding: every later send gets the very copy made first', () => {
    const body = new EncodedBody(plain);
    const first = body.copy('br');
    expect(body.copy('br')).toBe(first);
    expect(brotliDecompressSync(first).equals(plain)).toBe(true);
    expect(gunzipSync(body.copy('gzip')).equals(plain)).toBe(true);
  });

  it("sends the copies it was given (the build's .br and .gz files) as they are", () => {
    const built = Buffer.from('built brotli');
    const body = new EncodedBody(plain, { br: built });
    expect(body.copy('br')).toBe(built);
    expect(gunzipSync(body.copy('gzip')).equals(plain)).toBe(true);
  });
});
