import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Below this, a body goes as it is: compressing it saves less than its headers weigh (as @fastify/compress, app.ts). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Fast rather than hard: a copy is written on the request that first asks for it, once per change of what it holds.
const compress: Record<ContentEncoding, (plain: Buffer) => Promise<Buffer>> = {
  br: (plain) => brotli(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (plain) => gzipAsync(plain, { level: 6 }),
};

/**
 * A body sent many times as it is (a page, a catalogue answer), with its compressed copies, each made once, when a
 * client first accepts it, and kept with the body: sending a kept answer then costs no compression at all, where
 * @fastify/compress would compress it again on every request.
 */
export class EncodedBody {
  private readonly copies = new Map<ContentEncoding, Promise<Buffer>>();

  /** `given`: copies already made, such as the build's .br and .gz files beside a page. */
  constructor(
    readonly plain: Buffer,
    given: Partial<Record<ContentEncoding, Buffer>> = {},
  ) {
    for (const [encoding, copy] of Object.entries(given) as Array<[ContentEncoding, Buffer | undefined]>) {
      if (copy) this.copies.set(encoding, Promise.resolve(copy));
    }
  }

  /** Its weight in memory, as the catalogue cache counts it: the plain body's bytes. */
  get bytes() {
    return this.plain.length;
  }

  /** The copy in `encoding`, made now if it was not yet. */
  copy(encoding: ContentEncoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = compress[encoding](this.plain);
      this.copies.set(encoding, copy);
      // A failed compression is not kept: the next request tries again (and this one fails as any error does).
      copy.catch(() => this.copies.delete(encoding));
    }
    return copy;
  }
}

/**
 * Sends `body` in the best encoding the request accepts, saying so in `Content-Encoding` (which @fastify/compress
 * then leaves as it is) and that the answer varies with `Accept-Encoding`.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = negotiator.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (body.plain.length < COMPRESSION_THRESHOLD_BYTES || (accepted !== 'br' && accepted !== 'gzip')) {
    return reply.send(body.plain);
  }
  return reply.header('Content-Encoding', accepted).send(await body.copy(accepted));
}
