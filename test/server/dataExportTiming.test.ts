import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { referralRequestEvents, referralRequests, referrers, resumes } from '../../src/server/db/schema';
import { pdfOfSize } from './fixtures/resumes';
import { accountOfKind, createTestApp } from './helpers';

/**
 * How long "Download my data" takes for a busy candidate: 100 requests, each with a 200 kB resume and a history of two
 * moves. The median of 5 archives is printed; the bound only catches an export gone badly wrong (a query per row
 * per page, a resume read twice), not this machine's load.
 */
const REQUESTS = 100;
const RESUME_BYTES = 200 * 1024;
const RUNS = 5;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const referrer = await accountOfKind(ctx, 'Tim Timing', 'referrer');
  const candidate = await accountOfKind(ctx, 'Busy Candidate', 'candidate');
  cookie = candidate.cookie;
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrer.id));
  const resume = pdfOfSize(RESUME_BYTES);
  await ctx.db.transaction(async (tx) => {
    for (let index = 0; index < REQUESTS; index++) {
      const [request] = await tx
        .insert(referralRequests)
        .values({
          referrerId: profile!.id,
          candidateUserId: candidate.id,
          name: 'Busy Candidate',
          email: 'busy@example.com',
          phone: '+44 20 7946 0999',
          company: 'Northwind',
          experience: 5,
          message: `Request number ${index + 1}: I would love a referral to the platform team.`,
          status: 'declined',
        })
        .returning({ id: referralRequests.id });
      await tx.insert(resumes).values({
        referralRequestId: request!.id,
        fileName: `cv-${index + 1}.pdf`,
        mimeType: 'application/pdf',
        size: resume.length,
        data: resume,
      });
      await tx.insert(referralRequestEvents).values([
        { referralRequestId: request!.id, fromStatus: 'new', toStatus: 'new', actorParty: 'candidate' },
        {
          referralRequestId: request!.id,
          fromStatus: 'new',
          toStatus: 'declined',
          actorParty: 'referrer',
          actorUserId: referrer.id,
          reason: 'Not hiring for this team right now.',
        },
      ]);
    }
  });
}, 120_000);
afterAll(() => ctx.close());

const entryCount = (archive: Buffer) =>
  new Promise<number>((resolve, reject) =>
    yauzl.fromBuffer(archive, (error, zip) => (error ? reject(error) : resolve(zip.entryCount))),
  );

describe('an export of an account with 100 requests', () => {
  it('holds every resume, and takes a few seconds at most', async () => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } });
      times.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      expect(await entryCount(response.rawPayload)).toBe(REQUESTS + 2);
      expect(response.rawPayload.length).toBeGreaterThan(REQUESTS * RESUME_BYTES);
    }
    const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    console.log(
      `Export of ${REQUESTS} requests (${RESUME_BYTES / 1024} kB resumes): median ${median.toFixed(0)} ms of ${RUNS} ` +
        `(${times.map((time) => time.toFixed(0)).join(', ')} ms)`,
    );
    expect(median).toBeLessThan(15_000);
  }, 120_000);
});
