import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Below this, a body goes as it is: compressing it saves less than its headers weigh (as @fastify/compress, app.ts). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const negotiator = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * The blocks zlib writes its output into (16 KiB unless told), the first allocated whatever the output weighs; a larger
 * output takes more blocks, joined at the end. A search answer's copy weighs a few kilobytes, and is made on every
 * request for a new term. A block is memory outside V8's heap, which V8 frees only with the Buffer that holds it and
 * lets pile up to about 64 MiB between collections: with 16 KiB blocks, three rounds of the bench's searches raised the
 * process's peak RSS from 145 to 298 MiB; with 4 KiB, to 187 MiB, at the same rate.
 */
export const OUTPUT_BLOCK_BYTES = 4 * 1024;

/**
 * Fast rather than hard: a copy is written on the request that first asks for it, once per change of what it holds.
 * In this thread: a catalogue answer or a page weighs a few kilobytes to a few dozen, which brotli compresses in 0.1
 * to 0.5 ms. Handed to libuv's pool instead, each copy cost more than its compression (a stream and an encoder set up,
 * two hand-offs between threads) and held its encoder's memory while in flight.
 */
const compress: Record<ContentEncoding, (plain: Buffer) => Buffer> = {
  br: (plain) =>
    brotliCompressSync(plain, {
      chunkSize: OUTPUT_BLOCK_BYTES,
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    }),
  gzip: (plain) => gzipSync(plain, { level: 6, chunkSize: OUTPUT_BLOCK_BYTES }),
};

/**
 * `view`'s bytes in memory of their own, so that what is kept holds no more than it weighs. zlib answers a view of the
 * block it wrote into (OUTPUT_BLOCK_BYTES) when one was enough: kept as it is, a 1 kB copy of a search answer would
 * hold the whole block, and a cache full of them more than twice the bytes it counts.
 */
function ownBytes(view: Buffer) {
  if (view.byteLength === view.buffer.byteLength) return view;
  const own = Buffer.allocUnsafeSlow(view.byteLength);
  view.copy(own);
  return own;
}

/**
 * A body sent many times as it is (a page, a catalogue answer), with its compressed copies, each made once, when a
 * client first accepts it, and kept with the body: sending a kept answer then costs no compression at all, where
 * @fastify/compress would compress it again on every request.
 */
export class EncodedBody {
  private readonly copies = new Map<ContentEncoding, Buffer>();

  readonly plain: Buffer;

  /**
   * `given`: copies already made, such as the build's .br and .gz files beside a page. A plain body of a few hundred
   * bytes is usually a view of Node's shared 8 KiB pool, which it would keep alive: it too gets memory of its own.
   */
  constructor(plain: Buffer, given: Partial<Record<ContentEncoding, Buffer>> = {}) {
    this.plain = ownBytes(plain);
    for (const [encoding, copy] of Object.entries(given) as Array<[ContentEncoding, Buffer | undefined]>) {
      if (copy) this.copies.set(encoding, copy);
    }
  }

  /** Its weight in memory, as the catalogue cache counts it: the plain body's bytes. */
  get bytes() {
    return this.plain.length;
  }

  /** The copy in `encoding`, made now if it was not yet. */
  copy(encoding: ContentEncoding): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = ownBytes(compress[encoding](this.plain));
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Sends `body` in the best encoding the request accepts, saying so in `Content-Encoding` (which @fastify/compress
 * then leaves as it is) and that the answer varies with `Accept-Encoding`.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('Vary', 'Accept-Encoding');
  const accepted = negotiator.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (body.plain.length < COMPRESSION_THRESHOLD_BYTES || (accepted !== 'br' && accepted !== 'gzip')) {
    return reply.send(body.plain);
  }
  return reply.header('Content-Encoding', accepted).send(body.copy(accepted));
}
