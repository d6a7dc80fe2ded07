import type { FastifyReply } from 'fastify';
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
} as const;

const BUSY_RETRY_AFTER_SECONDS = '5';

/** What a handler holding a slot is given: its body is read through it, within the time allowed. */
export interface UploadSlot {
  /** `reading` (the form's), or a 408 once the slot has been held `arriveWithinMs`. */
  arrive<T>(reading: Promise<T>): Promise<T>;
}

class WaitedTooLong extends Error {}

/**
 * The upload routes' handlers run through `run`, one per slot, the others waiting in order with their bodies unread
 * (the socket's buffers hold what the client has sent, and TCP slows it). Node reads nothing from a waiting
 * connection, so a client that gives up while waiting is noticed at its turn: its body ends short, the reading fails
 * at once, and the slot passes on.
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

  async run<T>(reply: FastifyReply, handle: (slot: UploadSlot) => Promise<T>): Promise<T> {
    // Aborted only while waiting: p-queue would otherwise give up a running upload's slot before it has finished.
    const waitedTooLong = new AbortController();
    const timer = setTimeout(() => waitedTooLong.abort(new WaitedTooLong()), this.#limits.waitWithinMs);
    try {
      return await this.#queue.add(
        () => {
          clearTimeout(timer);
          return handle(this.#slot(reply));
        },
        { signal: waitedTooLong.signal },
      );
    } catch (error) {
      if (!(error instanceof WaitedTooLong)) throw error;
      reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
      throw new HttpError(503, uploadSlotMessages.busy);
    } finally {
      clearTimeout(timer);
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
