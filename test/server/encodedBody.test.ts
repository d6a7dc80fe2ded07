import { randomBytes } from 'node:crypto';
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

  it('holds no more memory for a copy than the copy weighs', () => {
    const body = new EncodedBody(plain);
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = body.copy(encoding);
      expect(copy.length).toBeLessThan(plain.length / 4);
      expect(copy.buffer.byteLength).toBe(copy.length);
    }
    const small = new EncodedBody(Buffer.from('{"id":1}', 'utf8'));
    expect(small.plain.buffer.byteLength).toBe(small.plain.length);
  });

  it("makes a copy that takes several of zlib's output blocks whole, in memory of its own", () => {
    // Hex of random bytes compresses to about half: a copy of some 20 kB, past one block.
    const large = Buffer.from(randomBytes(20_000).toString('hex'));
    const body = new EncodedBody(large);
    const br = body.copy('br');
    const gzip = body.copy('gzip');
    expect(br.length).toBeGreaterThan(16 * 1024);
    expect(brotliDecompressSync(br).equals(large)).toBe(true);
    expect(gunzipSync(gzip).equals(large)).toBe(true);
    for (const copy of [br, gzip]) expect(copy.buffer.byteLength).toBe(copy.length);
  });

  it("sends the copies it was given (the build's .br and .gz files) as they are", () => {
    const built = Buffer.from('built brotli');
    const body = new EncodedBody(plain, { br: built });
    expect(body.copy('br')).toBe(built);
    expect(gunzipSync(body.copy('gzip')).equals(plain)).toBe(true);
  });
});
