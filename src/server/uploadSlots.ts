import type { FastifyReply, FastifyRequest } from 'fastify';
import PQueue from 'p-queue';
import { HttpError } from './plugins/errors.js';

/**
 * How many uploads one process reads and stores at once, and how long an upload may wait for its turn and then take
 * to arrive. A resume is held whole in memory from its first byte until it is stored (uploads.ts), so without a bound
 * a process's memory grows with the uploads in flight: 50 at once held 66 MiB more in the bench. Eight at once keep
 * the worst case at 40 MiB (8 × the 5 MiB limit) and store as many a second on two cores.
 *
 * The times fit inside the server's requestTimeout (2 minutes). Behind the deploy's nginx, which receives a body whole
 * before it passes it on, every body arrives at the speed of the local network; a process without it gives a slow
 * sender a slot for at most `arriveWithinMs`.
 */
export interface UploadSlotLimits {
  slots: number;
  /** Past it, a waiting upload is answered 503 with Retry-After, before any of its body is read. */
  waitWithinMs: number;
  /** From taking its slot; past it the upload is answered 408 and its connection closed, which ends the reading. */
  arriveWithinMs: number;
}

export const UPLOAD_SLOT_LIMITS: UploadSlotLimits = { slots: 8, waitWithinMs: 20_000, arriveWithinMs: 90_000 };

export const uploadSlotMessages = {
  busy: 'Many resumes are arriving right now. Please send yours again in a moment.',
  tooSlow: 'Your resume took too long to arrive. Please check your connection and send it again.',
  cancelled: 'The upload was cancelled before its turn came.',
} as const;

const BUSY_RETRY_AFTER_SECONDS = '5';

/** What a handler holding a slot is given: its body is read through it, within the time allowed. */
export interface UploadSlot {
  /** `reading` (the form's), or a 408 once the slot has been held `arriveWithinMs`. */
  arrive<T>(reading: Promise<T>): Promise<T>;
}

/** Why an upload left the queue without its turn: it waited too long, or its client went away. */
class LeftQueue extends Error {
  constructor(readonly reason: 'busy' | 'gone') {
    super(reason);
  }
}

/**
 * The upload routes' handlers run through `run`, one per slot, the others waiting in order. A waiting upload's body is
 * not read: Node keeps what has arrived, a few dozen kilobytes, and TCP slows the sender. A client that gives up while
 * waiting leaves the queue once Node sees its connection close: at once when Node was still reading (a small body, or
 * headers alone); for a larger one, at its turn, when its body ends short and the reading fails at once.
 */
export class UploadSlots {
  readonly #queue: PQueue;
  readonly #limits: UploadSlotLimits;

  constructor(limits: Partial<UploadSlotLimits> = {}) {
    this.#limits = { ...UPLOAD_SLOT_LIMITS, ...limits };
    this.#queue = new PQueue({ concurrency: this.#limits.slots });
  }

  /** Uploads being read or stored, and uploads waiting for a slot. */
  get counts() {
    return { running: this.#queue.pending, waiting: this.#queue.size };
  }

  async run<T>(request: FastifyRequest, reply: FastifyReply, handle: (slot: UploadSlot) => Promise<T>): Promise<T> {
    // Aborted only while waiting: p-queue would otherwise give up a running upload's slot before it has finished.
    const leave = new AbortController();
    const timer = setTimeout(() => leave.abort(new LeftQueue('busy')), this.#limits.waitWithinMs);
    // Nothing reads a waiting request, so its 'close' is its client gone (or a server closing it).
    const gone = () => leave.abort(new LeftQueue('gone'));
    request.raw.once('close', gone);
    const stopWaiting = () => {
      clearTimeout(timer);
      request.raw.off('close', gone);
    };
    try {
      return await this.#queue.add(
        () => {
          stopWaiting();
          if (request.raw.destroyed) throw new LeftQueue('gone');
          return handle(this.#slot(reply));
        },
        { signal: leave.signal },
      );
    } catch (error) {
      if (!(error instanceof LeftQueue)) throw error;
      // Its client is gone: the answer goes nowhere, and is for the log.
      if (error.reason === 'gone') throw new HttpError(400, uploadSlotMessages.cancelled);
      reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
      throw new HttpError(503, uploadSlotMessages.busy);
    } finally {
      stopWaiting();
    }
  }

  #slot(reply: FastifyReply): UploadSlot {
    const arriveBy = Date.now() + this.#limits.arriveWithinMs;
    return {
      arrive: async <T>(reading: Promise<T>) => {
        let late: NodeJS.Timeout | undefined;
        const tooLate = new Promise<never>((_resolve, reject) => {
          late = setTimeout(() => {
            // The rest of the body is not wanted: closing the connection after the answer ends its reading.
            reply.header('connection', 'close');
            reject(new HttpError(408, uploadSlotMessages.tooSlow));
          }, arriveBy - Date.now());
        });
        // A reading cut by the close fails after the answer was chosen; its error has nobody to go to.
        reading.catch(() => undefined);
        try {
          return await Promise.race([reading, tooLate]);
        } finally {
          clearTimeout(late);
        }
      },
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's upload slots (app.ts): the routes that take a resume run their handlers through them. */
    uploadSlots: UploadSlots;
  }
}
