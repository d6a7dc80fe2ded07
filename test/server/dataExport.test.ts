import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { referrers, requestVersions } from '../../src/server/db/schema';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { multipart } from './fixtures/forms';
import { minimalDocx, minimalPdf } from './fixtures/resumes';
import { accountOfKind, createTestApp } from './helpers';

/** "Download my data": GET /api/me/export, a ZIP of what ReferBridge holds about the caller. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Account = { id: number; cookie: string };
let ctx: TestApp;

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every entry of a ZIP, by name, with its bytes (read with yauzl, as an unzip program would). */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const exportOf = (cookie: string | undefined, app = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/me/export', headers: cookie ? { cookie } : {} });

async function archiveOf(account: Account) {
  const response = await exportOf(account.cookie);
  expect(response.statusCode).toBe(200);
  const entries = await unzip(response.rawPayload);
  return { response, entries, data: JSON.parse(entries.get('data.json')!.toString('utf8')) };
}

/** A request sent through the real route, signed in as `candidate`, with its resume file. */
async function sendRequest(
  candidate: Account,
  referrerId: number,
  resume: { name: string; bytes: Buffer },
  company = 'Northwind',
) {
  const form = new FormData();
  const fields = {
    name: 'Cara Candidate',
    email: 'cara.private@example.com',
    phone: '+44 20 7946 0123',
    company,
    experience: '4',
    message: 'I would love a referral to the platform team: I have run Kubernetes for four years.',
    referrerId: String(referrerId),
    noticeVersion: REQUEST_NOTICE_VERSION,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(resume.bytes)]), resume.name);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-referral-request',
    headers: { cookie: candidate.cookie },
    payload: form as never,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('GET /api/me/export', () => {
  let candidate: Account;
  let referrer: Account;
  let referrerProfileId: number;
  const pdf = minimalPdf('Cara Candidate, platform engineer');
  const docx = minimalDocx();
  const savedPdf = minimalPdf('Cara Candidate, saved resume');
  let pdfRequest: number;
  let docxRequest: number;

  beforeAll(async () => {
    referrer = await accountOfKind(ctx, 'Rex Referrer', 'referrer', 'Northwind');
    [{ id: referrerProfileId }] = (await ctx.db
      .select({ id: referrers.id })
      .from(referrers)
      .where(eq(referrers.userId, referrer.id))) as [{ id: number }];
    candidate = await accountOfKind(ctx, 'Cara Candidate', 'candidate');
    pdfRequest = await sendRequest(candidate, referrerProfileId, { name: 'Cara CV.pdf', bytes: pdf });
    // Another office of the company: a candidate has one open request per company.
    docxRequest = await sendRequest(candidate, referrerProfileId, { name: 'cara.docx', bytes: docx }, 'Northwind Labs');
    const saved = new FormData();
    saved.append('resume', new Blob([new Uint8Array(savedPdf)]), 'default.pdf');
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/resume',
      headers: { cookie: candidate.cookie },
      payload: saved as never,
    });
    expect(upload.statusCode).toBe(200);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${pdfRequest}/moves`,
      headers: { cookie: referrer.cookie },
      payload: { action: 'accept', reason: 'Your Kubernetes years fit the team.' },
    });
    expect(accepted.statusCode).toBe(200);
    const survey = await ctx.app.inject({
      method: 'POST',
      url: '/api/survey',
      headers: { cookie: candidate.cookie },
      payload: {
        userPurpose: 'find_referrals',
        otherPurpose: null,
        meetingNeeds: "It's working really well for me.",
        delightRating: 5,
        loveFeedback: 'The history of each request.',
        improvementFeedback: null,
        jobRole: null,
        company: null,
        contactConsent: 'no',
        contactEmail: null,
        contactPhone: null,
        additionalFeedback: null,
      },
    });
    expect(survey.statusCode).toBe(201);
  });

  it('answers a visitor 401 and streams nothing', async () => {
    const response = await exportOf(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('gives a candidate a ZIP with README.txt, data.json and every resume they uploaded, byte for byte', async () => {
    const { response, entries, data } = await archiveOf(candidate);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="referbridge-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store, no-transform');

    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'data.json',
        'resumes/saved-resume-default.pdf',
        `resumes/request-${pdfRequest}-Cara CV.pdf`,
        `resumes/request-${docxRequest}-cara.docx`,
      ].sort(),
    );
    expect(entries.get(`resumes/request-${pdfRequest}-Cara CV.pdf`)!.equals(pdf)).toBe(true);
    expect(entries.get(`resumes/request-${docxRequest}-cara.docx`)!.equals(docx)).toBe(true);
    expect(entries.get('resumes/saved-resume-default.pdf')!.equals(savedPdf)).toBe(true);
    const readme = entries.get('README.txt')!.toString('utf8');
    for (const part of ['data.json', 'resumes/', 'requestsSent', 'requestsReceived', 'sessions']) {
      expect(readme).toContain(part);
    }

    expect(data.account).toMatchObject({ id: candidate.id, name: 'Cara Candidate', role: 'user' });
    expect(data.notificationSettings).toEqual({ email: true, whatsapp: false, realtime: true });
    expect(data.profile).toMatchObject({ role: 'candidate' });
    expect(data.savedResume).toMatchObject({ fileName: 'default.pdf', file: 'resumes/saved-resume-default.pdf' });
    expect(data.referrerProfile).toBeNull();
    expect(data.requestsSent).toHaveLength(2);
    const [first, second] = data.requestsSent;
    expect(first).toMatchObject({
      id: pdfRequest,
      status: 'accepted',
      email: 'cara.private@example.com',
      phone: '+44 20 7946 0123',
      message: expect.stringContaining('Kubernetes'),
      referrer: 'Rex Referrer',
      // Not referred yet: no submission day, no hire to confirm.
      submittedToCompanyOn: null,
      hireConfirmedAt: null,
      resume: {
        fileName: 'Cara CV.pdf',
        mimeType: 'application/pdf',
        size: pdf.length,
        file: `resumes/request-${pdfRequest}-Cara CV.pdf`,
      },
    });
    expect(first.history.map((event: { toStatus: string }) => event.toStatus)).toContain('accepted');
    expect(first.history.at(-1)).toMatchObject({ by: 'referrer', reason: 'Your Kubernetes years fit the team.' });
    expect(second).toMatchObject({ id: docxRequest, status: 'new', rating: null });
    expect(data.requestsReceived).toEqual([]);
    expect(data.surveyAnswers).toEqual([
      expect.objectContaining({ userPurpose: 'find_referrals', loveFeedback: 'The history of each request.' }),
    ]);
    expect(data.jobsPosted).toEqual([]);
  });

  it("lists the caller's sessions: when each began, when it was last used, and the browser", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'user-agent': CHROME_ON_WINDOWS },
      payload: { name: 'Sia Sessions', email: 'sia.sessions@example.com', password: 'password 123' },
    });
    const account = { id: login.json().id, cookie: login.cookies.find((c) => c.name === 'rb.sid')!.value };
    const { data } = await archiveOf({ id: account.id, cookie: `rb.sid=${account.cookie}` });
    expect(data.sessions).toEqual([
      { browser: 'Chrome on Windows', createdAt: expect.any(String), lastSeenAt: expect.any(String), current: true },
    ]);
    expect(Date.parse(data.sessions[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives a referrer the requests they received and their own answers, without the candidates' contact details or resumes", async () => {
    const { entries, data } = await archiveOf(referrer);
    expect([...entries.keys()].sort()).toEqual(['README.txt', 'data.json']);
    expect(data.referrerProfile).toMatchObject({ id: referrerProfileId, company: 'Northwind' });
    expect(data.requestsSent).toEqual([]);
    expect(data.requestsReceived).toHaveLength(2);
    expect(data.requestsReceived[0]).toEqual({
      id: pdfRequest,
      candidateName: 'Cara Candidate',
      company: 'Northwind',
      jobTitle: null,
      sentAt: expect.any(String),
      stillWithYou: true,
      status: 'accepted',
      yourAnswers: [
        {
          kind: 'change',
          fromStatus: 'new',
          toStatus: 'accepted',
          reason: 'Your Kubernetes years fit the team.',
          at: expect.any(String),
        },
      ],
      ratingReceived: null,
    });
    const text = entries.get('data.json')!.toString('utf8');
    for (const secret of ['cara.private@example.com', '+44 20 7946 0123', 'Kubernetes for four years', 'Cara CV.pdf']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is rate limited per account, with a message; another account can still export', async () => {
    const limited = await createTestApp({ rateLimits: { dataExportLimit: 2 } });
    try {
      const first = await accountOfKind(limited, 'Lim Ited', 'candidate');
      const second = await accountOfKind(limited, 'Oth Er', 'candidate');
      expect((await exportOf(first.cookie, limited.app)).statusCode).toBe(200);
      expect((await exportOf(first.cookie, limited.app)).statusCode).toBe(200);
      const refused = await exportOf(first.cookie, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      expect((await exportOf(second.cookie, limited.app)).statusCode).toBe(200);
      // A visitor is refused as signed out, and does not count towards anyone's limit.
      expect((await exportOf(undefined, limited.app)).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/me/export, after the candidate sent the changes their referrer asked for', () => {
  let candidate: Account;
  let referrer: Account;
  let requestId: number;
  const firstResume = minimalPdf('Cara Candidate, first resume');
  const secondResume = minimalDocx();
  const thirdResume = minimalPdf('Cara Candidate, third resume');

  const askAndAnswer = async (fields: Record<string, string>, resume?: { name: string; bytes: Buffer }) => {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${requestId}/changes-asked`,
      headers: { cookie: referrer.cookie },
      payload: { kind: 'resume', note: 'Please put your Kubernetes work first.' },
    });
    expect(asked.statusCode).toBe(200);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/referral-requests/${requestId}/changes`,
      headers: { cookie: candidate.cookie },
      payload: multipart(fields, resume ? [{ data: resume.bytes, name: resume.name }] : []) as never,
    });
    expect(sent.statusCode).toBe(200);
  };

  beforeAll(async () => {
    referrer = await accountOfKind(ctx, 'Vic Versions', 'referrer', 'Versionware');
    const [profile] = await ctx.db
      .select({ id: referrers.id })
      .from(referrers)
      .where(eq(referrers.userId, referrer.id));
    candidate = await accountOfKind(ctx, 'Cara Changes', 'candidate');
    requestId = await sendRequest(candidate, profile!.id, { name: 'first.pdf', bytes: firstResume }, 'Versionware');
    await askAndAnswer(
      { message: 'Second message: Kubernetes first, then the rest.' },
      {
        name: 'second.docx',
        bytes: secondResume,
      },
    );
    await askAndAnswer(
      { message: 'Third message: Kubernetes, Terraform, then the rest.' },
      {
        name: 'third.pdf',
        bytes: thirdResume,
      },
    );
  });

  it('gives the candidate each version they replaced, with its dates, and its resume byte for byte', async () => {
    const { entries, data } = await archiveOf(candidate);
    const first = `resumes/earlier-versions/request-${requestId}-version-1-first.pdf`;
    const second = `resumes/earlier-versions/request-${requestId}-version-2-second.docx`;
    expect([...entries.keys()].sort()).toEqual(
      ['README.txt', 'data.json', `resumes/request-${requestId}-third.pdf`, first, second].sort(),
    );
    expect(entries.get(first)!.equals(firstResume)).toBe(true);
    expect(entries.get(second)!.equals(secondResume)).toBe(true);
    expect(entries.get(`resumes/request-${requestId}-third.pdf`)!.equals(thirdResume)).toBe(true);
    expect(entries.get('README.txt')!.toString('utf8')).toContain('earlier-versions/request-<id>-version-<n>-<name>');

    const [request] = data.requestsSent;
    expect(request).toMatchObject({
      id: requestId,
      status: 'new',
      message: 'Third message: Kubernetes, Terraform, then the rest.',
      resume: { fileName: 'third.pdf', file: `resumes/request-${requestId}-third.pdf` },
    });
    expect(request.earlierVersions).toEqual([
      {
        version: 1,
        sentAt: expect.any(String),
        replacedAt: expect.any(String),
        message: 'I would love a referral to the platform team: I have run Kubernetes for four years.',
        jobTitle: null,
        resume: { fileName: 'first.pdf', mimeType: 'application/pdf', size: firstResume.length, file: first },
      },
      {
        version: 2,
        sentAt: expect.any(String),
        replacedAt: expect.any(String),
        message: 'Second message: Kubernetes first, then the rest.',
        jobTitle: null,
        resume: {
          fileName: 'second.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: secondResume.length,
          file: second,
        },
      },
    ]);
    // Each version was sent when the one before it was replaced.
    const [v1, v2] = request.earlierVersions;
    expect(v2.sentAt).toBe(v1.replacedAt);
    expect(Date.parse(v1.sentAt)).toBeLessThanOrEqual(Date.parse(v1.replacedAt));
  });

  it('leaves a version whose resume retention deleted without a file', async () => {
    const [oldest] = await ctx.db
      .select({ id: requestVersions.id })
      .from(requestVersions)
      .where(eq(requestVersions.referralRequestId, requestId))
      .orderBy(requestVersions.id);
    await ctx.db
      .update(requestVersions)
      .set({ resumeData: null, resumeFileName: null, resumeMimeType: null, resumeSize: null })
      .where(eq(requestVersions.id, oldest!.id));
    const { entries, data } = await archiveOf(candidate);
    expect([...entries.keys()].filter((name) => name.includes('version-1-'))).toEqual([]);
    expect(data.requestsSent[0].earlierVersions[0]).toMatchObject({ version: 1, resume: null });
    expect(data.requestsSent[0].earlierVersions[1]).toMatchObject({ version: 2, resume: { fileName: 'second.docx' } });
  });

  it("gives the referrer none of the candidate's earlier messages or resumes, only their own asks", async () => {
    const { entries, data } = await archiveOf(referrer);
    expect([...entries.keys()].sort()).toEqual(['README.txt', 'data.json']);
    const [received] = data.requestsReceived;
    expect(received).toMatchObject({ id: requestId, stillWithYou: true, status: 'new' });
    expect(received.yourAnswers.map((answer: { toStatus: string }) => answer.toStatus)).toEqual([
      'changes_asked',
      'changes_asked',
    ]);
    const text = entries.get('data.json')!.toString('utf8');
    for (const secret of ['Kubernetes for four years', 'Second message', 'first.pdf', 'second.docx']) {
      expect(text).not.toContain(secret);
    }
  });
});
