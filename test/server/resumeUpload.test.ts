import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryCopyRow, copyIn, transactionOnConnection } from '../../src/server/db/copyIn';
import { referralRequests, resumes, users } from '../../src/server/db/schema';
import { RESUME_MAX_BYTES, referralRequestMessages } from '../../src/shared/referralRequest';
import { multipart, referralRequestFields } from './fixtures/forms';
import { accountOfKind, createTestApp } from './helpers';

/**
 * The upload path holds the resume once: read into one Buffer, checked, and sent to PostgreSQL with COPY from that
 * same Buffer (src/server/routes/referralRequests.ts, src/server/db/copyIn.ts). What is stored is what was sent, at
 * the limit; past it, nothing is.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let admin: { id: number; cookie: string };

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await accountOfKind(ctx, 'Ada Admin', 'admin');
});
afterAll(() => ctx.close());

/** A PDF of exactly `size` bytes whose body is random, so that no byte of it can be guessed or compressed. */
function randomPdf(size: number) {
  const pdf = randomBytes(size);
  pdf.write('%PDF-1.4\n', 0, 'latin1');
  return pdf;
}

async function counts() {
  const [row] = await ctx.db
    .select({
      requests: sql<number>`(select count(*)::int from referral_requests)`,
      resumes: sql<number>`(select count(*)::int from resumes)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}

function send(resume: Buffer) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/direct-referral-request',
    payload: multipart(referralRequestFields(), [{ data: resume, name: 'cv.pdf', type: 'application/pdf' }]),
  });
}

describe('a resume upload', () => {
  it('stores a resume of exactly the limit byte for byte, and gives it back the same', async () => {
    const resume = randomPdf(RESUME_MAX_BYTES);
    const response = await send(resume);
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: number }>().id;
    const [stored] = await ctx.db.select().from(resumes).where(eq(resumes.referralRequestId, id));
    expect(stored!.size).toBe(RESUME_MAX_BYTES);
    expect(Buffer.compare(stored!.data, resume)).toBe(0);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${id}/resume`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, resume)).toBe(0);
  });

  it('refuses a resume one byte past the limit with 413 and its message, and stores nothing', async () => {
    const before = await counts();
    const response = await send(randomPdf(RESUME_MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: referralRequestMessages.resumeTooLarge,
      errors: { resume: referralRequestMessages.resumeTooLarge },
    });
    expect(await counts()).toEqual(before);
  });

  it('stores many at once, each its own bytes', async () => {
    const sent = Array.from({ length: 12 }, (_, index) => randomPdf(200_000 + index * 1_000));
    const answers = await Promise.all(sent.map(send));
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode).toBe(201);
      const [stored] = await ctx.db
        .select({ data: resumes.data })
        .from(resumes)
        .where(eq(resumes.referralRequestId, answer.json<{ id: number }>().id));
      expect(Buffer.compare(stored!.data, sent[index]!)).toBe(0);
    }
  });

  it('rolls the whole transaction back when PostgreSQL refuses the COPY, and the connection serves on', async () => {
    const before = await counts();
    const refused = transactionOnConnection(ctx.db, async (tx, connection) => {
      const [request] = await tx
        .insert(referralRequests)
        .values({
          name: 'Nobody',
          email: 'nobody@example.com',
          phone: '5550000000',
          company: 'Northwind',
          experience: 1,
          message: 'x',
        })
        .returning({ id: referralRequests.id });
      // A resume for a request that does not exist: its foreign key refuses it.
      await copyIn(
        connection,
        'copy resumes (referral_request_id, file_name, mime_type, size, data) from stdin with (format binary)',
        binaryCopyRow([request!.id + 1_000_000, 'cv.pdf', 'application/pdf', 3, Buffer.from('%PD')]),
      );
    });
    await expect(refused).rejects.toMatchObject({ code: '23503' });
    expect(await counts()).toEqual(before);
    // Every connection of the pool still answers.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => ctx.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))),
    );
    expect(answers.every(([row]) => row?.id === admin.id)).toBe(true);
  });
});
