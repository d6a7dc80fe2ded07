import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSlotMessages } from '../../src/server/uploadSlots';
import { multipart, referralRequestFields, sendReferralRequest } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * A process reads and stores a bounded number of uploads at once (src/server/uploadSlots.ts), here one: the others
 * wait with their bodies unread, in order, and are told to come back when they have waited too long; one whose client
 * gave up passes its turn on at once; an upload that holds its slot and stops sending is answered 408. Over real
 * sockets, since what is tested is when a body is read.
 */
const LIMITS = { slots: 1, waitWithinMs: 1_000, arriveWithinMs: 2_500 };

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp({ uploadSlots: LIMITS });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { message?: string; id?: number };
}

/** A form as a browser encodes it, with a 256 kB PDF, so that half of it can be held back. */
async function encodedForm(fields: Record<string, string>) {
  const resume = randomBytes(256 * 1024);
  resume.write('%PDF-1.4\n', 0, 'latin1');
  const encoded = new Request('http://localhost/', {
    method: 'POST',
    body: multipart(fields, [{ data: resume, name: 'cv.pdf', type: 'application/pdf' }]),
  });
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

/**
 * An upload on its own connection, a referral request unless told: `sendHalf` and `sendFirst` write part of the body,
 * `finish` the rest; `answer` is the response.
 */
async function openUpload(
  to: { method: string; path: string; cookie?: string; fields: Record<string, string> } = {
    method: 'POST',
    path: '/api/direct-referral-request',
    fields: referralRequestFields(),
  },
) {
  const form = await encodedForm(to.fields);
  const request = http.request(`${baseUrl}${to.path}`, {
    method: to.method,
    // A connection of its own, kept alive: the server's Connection header is then its own choice.
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      'content-type': form.type,
      'content-length': form.body.length,
      ...(to.cookie ? { cookie: to.cookie } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
        }),
      );
    });
  });
  const half = Math.floor(form.body.length / 2);
  return {
    answer,
    sendHalf: () => request.write(form.body.subarray(0, half)),
    sendFirst: (bytes: number) => request.write(form.body.subarray(0, bytes)),
    finish: () => request.end(form.body.subarray(half)),
    sendAll: () => request.end(form.body),
    disconnect: () => request.destroy(),
  };
}

async function storedRequests() {
  const [row] = await ctx.db
    .execute<{ count: number }>(sql`select count(*)::int as count from referral_requests`)
    .then((result) => result.rows);
  return row!.count;
}

const counts = () => ctx.app.uploadSlots.counts;

/** An upload that has sent half its body and holds the only slot. */
async function uploadHoldingTheSlot() {
  const upload = await openUpload();
  upload.sendHalf();
  await expect.poll(() => counts().running, { timeout: 5_000 }).toBe(1);
  return upload;
}

/** A second upload, waiting for the slot: all its body sent, or half of it. */
async function uploadWaiting(send: 'all' | 'half') {
  const upload = await openUpload();
  if (send === 'all') upload.sendAll();
  else upload.sendHalf();
  await expect.poll(() => counts().waiting, { timeout: 5_000 }).toBe(1);
  return upload;
}

describe('upload slots', () => {
  it('keeps a second upload waiting while the first holds the only slot, then stores both', async () => {
    const before = await storedRequests();
    const first = await uploadHoldingTheSlot();
    const second = await uploadWaiting('all');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counts()).toEqual({ running: 1, waiting: 1 });
    // What an operator reads of it.
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^referbridge_uploads_in_progress 1$/m);
    expect(metrics).toMatch(/^referbridge_uploads_waiting 1$/m);

    first.finish();
    const answers = await Promise.all([first.answer, second.answer]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await storedRequests()).toBe(before + 2);
    expect(counts()).toEqual({ running: 0, waiting: 0 });
  });

  it('passes the slot on at once from a waiting upload whose client gave up, and stores nothing of it', async () => {
    const before = await storedRequests();
    const first = await uploadHoldingTheSlot();
    const second = await uploadWaiting('half');
    second.answer.catch(() => undefined);
    const queuedAt = Date.now();
    second.disconnect();

    first.finish();
    expect((await first.answer).status).toBe(201);
    await expect.poll(counts, { timeout: 5_000 }).toEqual({ running: 0, waiting: 0 });
    // Its turn came and ended at once, well before its wait limit would have taken it out of the queue.
    expect(Date.now() - queuedAt).toBeLessThan(LIMITS.waitWithinMs);
    expect(await storedRequests()).toBe(before + 1);
  });

  it("puts a candidate's saved resume and a request's changes in the same queue", async () => {
    const candidate = await accountOfKind(ctx, 'Queue Candidate', 'candidate');
    const sent = await sendReferralRequest(ctx.app, { company: 'Queueworks' }, candidate.cookie);
    expect(sent.statusCode).toBe(201);
    const uploads = [
      { method: 'PUT', path: '/api/me/resume', cookie: candidate.cookie, fields: {} },
      {
        method: 'POST',
        path: `/api/referral-requests/${sent.json<{ id: number }>().id}/changes`,
        cookie: candidate.cookie,
        fields: {},
      },
    ];
    for (const to of uploads) {
      const first = await uploadHoldingTheSlot();
      const waiting = await openUpload(to);
      waiting.sendAll();
      await expect.poll(() => counts().waiting, { timeout: 5_000 }).toBe(1);
      first.finish();
      expect((await first.answer).status).toBe(201);
      // Answered once its turn came; the changes are refused, since nobody asked for them.
      expect((await waiting.answer).status).toBe(to.method === 'PUT' ? 200 : 409);
    }
  });

  it('takes a waiting upload that sent only a little before its client gave up out of the queue', async () => {
    const first = await uploadHoldingTheSlot();
    // Headers and a few bytes: Node reads them all, and so sees the connection close while the upload waits.
    const second = await openUpload();
    second.answer.catch(() => undefined);
    second.sendFirst(100);
    await expect.poll(() => counts().waiting, { timeout: 5_000 }).toBe(1);
    second.disconnect();
    // Well within its wait limit, so that only its client leaving can take it out of the queue.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counts().waiting).toBe(0);

    first.finish();
    expect((await first.answer).status).toBe(201);
    // Had the slot gone to the upload whose client left, this one would wait past its limit and be answered 503.
    const third = await openUpload();
    third.sendAll();
    expect((await third.answer).status).toBe(201);
  });

  it('answers 503 with Retry-After to an upload that waited too long, and 408 to the one holding the slot silent', async () => {
    const before = await storedRequests();
    const stalled = await uploadHoldingTheSlot();
    const waiting = await uploadWaiting('all');

    const busy = await waiting.answer;
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body.message).toBe(uploadSlotMessages.busy);

    const late = await stalled.answer;
    expect(late.status).toBe(408);
    expect(late.body.message).toBe(uploadSlotMessages.tooSlow);
    // The rest of its body is not read: the server closes the connection after the answer.
    expect(late.headers.connection).toBe('close');
    expect(await storedRequests()).toBe(before);

    // The slot is free again; an answer that reads the whole body keeps its connection.
    const next = await openUpload();
    next.sendAll();
    const stored = await next.answer;
    expect(stored.status).toBe(201);
    expect(stored.headers.connection).toBe('keep-alive');
  });
});
