import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, referralRequests, referrers, resumes, users } from '../../src/server/db/schema';
import { pagingMessages } from '../../src/shared/paging';
import { RESUME_MAX_BYTES } from '../../src/shared/referralRequest';
import { RESUME_SLICE_BYTES } from '../../src/server/repositories/referralRequests';
import { requestNoticeMessages } from '../../src/shared/requestNotice';
import {
  compoundDocument,
  compoundFile,
  docxShell,
  docxWith,
  docxWithContentTypesLast,
  minimalDocx,
  minimalPdf,
  pdfOfSize,
  zip,
} from './fixtures/resumes';
import { multipart, pdfUpload, referralRequestFields, type Upload } from './fixtures/forms';
import { createTestApp, registerAccount as registerTestAccount, sessionCookie } from './helpers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Account {
  id: number;
  cookie: string;
}

let sender: Account;
let referrerUser: Account;
let otherUser: Account;
let admin: Account;
let referrerId: number;
let jobId: number;

const registerAccount = (name: string): Promise<Account> => registerTestAccount(ctx.app, name);

beforeAll(async () => {
  ctx = await createTestApp();
  sender = await registerAccount('Sam Sender');
  otherUser = await registerAccount('Olive Other');
  admin = await registerAccount('Ada Admin');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));

  referrerUser = await registerAccount('Rita Referrer');
  const onboarded = await ctx.app.inject({
    method: 'POST',
    url: '/api/update-onboarding',
    headers: { cookie: referrerUser.cookie },
    payload: { name: 'Rita Referrer', title: 'Staff Engineer', company: 'Northwind', role: 'referrer' },
  });
  expect(onboarded.statusCode).toBe(200);
  const [profile] = await ctx.db.select().from(referrers).where(eq(referrers.userId, referrerUser.id));
  referrerId = profile!.id;

  const [job] = await ctx.db
    .insert(jobs)
    .values({
      title: 'Platform Engineer',
      type: 'Full-time',
      companyId: profile!.companyId,
      location: 'Remote',
      experienceLevel: 'Senior',
    })
    .returning();
  jobId = job!.id;
});
afterAll(() => ctx.close());

function sendRequest(
  fields: Record<string, string>,
  uploads: Upload[] = [pdfUpload()],
  options: { cookie?: string; app?: TestApp } = {},
) {
  return (options.app ?? ctx).app.inject({
    method: 'POST',
    url: '/api/direct-referral-request',
    payload: multipart(fields, uploads),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

async function countRows() {
  const [requests] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(referralRequests);
  const [files] = await ctx.db.select({ total: sql<number>`count(*)::int` }).from(resumes);
  return { requests: requests!.total, resumes: files!.total };
}

async function storedRequest(id: number) {
  const [request] = await ctx.db.select().from(referralRequests).where(eq(referralRequests.id, id));
  const [resume] = await ctx.db.select().from(resumes).where(eq(resumes.referralRequestId, id));
  return { request: request!, resume: resume! };
}

describe('POST /api/direct-referral-request', () => {
  it('stores a request without a referrer as pending assignment, with its PDF byte for byte', async () => {
    const before = await countRows();
    const pdf = minimalPdf();
    const response = await sendRequest(referralRequestFields(), [pdfUpload({ data: pdf })]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), pendingAssignment: true });
    expect(await countRows()).toEqual({ requests: before.requests + 1, resumes: before.resumes + 1 });

    const { request, resume } = await storedRequest(body.id);
    expect(request).toMatchObject({
      referrerId: null,
      candidateUserId: null,
      name: 'Cara Candidate',
      email: expect.stringMatching(/^cara\.\d+@example\.com$/),
      phone: '+44 20 7946 0000',
      company: 'Northwind',
      experience: 4,
      message: 'I would love a referral for the platform team.',
      jobId: null,
      jobTitle: null,
      pendingAssignment: true,
      status: 'new',
    });
    expect(resume.fileName).toBe('cara-resume.pdf');
    expect(resume.mimeType).toBe('application/pdf');
    expect(resume.size).toBe(pdf.length);
    expect(Buffer.compare(resume.data, pdf)).toBe(0);
  });

  it('assigns a request to an existing referrer', async () => {
    const response = await sendRequest(referralRequestFields({ referrerId: String(referrerId) }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), pendingAssignment: false });
    const { request } = await storedRequest(response.json().id);
    expect(request.referrerId).toBe(referrerId);
    expect(request.pendingAssignment).toBe(false);
  });

  it('records the signed-in sender', async () => {
    // At a company of its own: the sender's later requests below go to Northwind (one open request per company).
    const response = await sendRequest(referralRequestFields({ company: 'Sender Labs' }), undefined, {
      cookie: sender.cookie,
    });
    expect(response.statusCode).toBe(201);
    const { request } = await storedRequest(response.json().id);
    expect(request.candidateUserId).toBe(sender.id);
  });

  it('fills an empty job title from the job, and keeps one that was given', async () => {
    const filled = await sendRequest(referralRequestFields({ jobId: String(jobId), jobTitle: '' }));
    expect(filled.statusCode).toBe(201);
    expect((await storedRequest(filled.json().id)).request).toMatchObject({ jobId, jobTitle: 'Platform Engineer' });

    const kept = await sendRequest(
      referralRequestFields({ jobId: String(jobId), jobTitle: 'Platform Engineer (Berlin)' }),
    );
    expect(kept.statusCode).toBe(201);
    expect((await storedRequest(kept.json().id)).request.jobTitle).toBe('Platform Engineer (Berlin)');
  });

  it.each([
    ['a docx', minimalDocx(), 'cv.docx', DOCX_MIME, 'cv.docx'],
    ['a docx whose [Content_Types].xml comes last', docxWithContentTypesLast(), 'cv.docx', DOCX_MIME, 'cv.docx'],
    [
      'a .doc (a compound file with a WordDocument stream)',
      compoundDocument(),
      'cv.doc',
      'application/msword',
      'cv.doc',
    ],
    [
      'a short .doc, whose WordDocument stream lives in the mini stream',
      compoundDocument({ streamSize: 1500 }),
      'cv.doc',
      'application/msword',
      'cv.doc',
    ],
    [
      'a docx with a picture',
      docxWith(['word/media/image1.png', randomBytes(20_000)]),
      'cv.docx',
      DOCX_MIME,
      'cv.docx',
    ],
    ['a PDF named .docx, renamed after its content', minimalPdf(), 'cv.docx', 'application/pdf', 'cv.pdf'],
    ['a file without an extension', minimalPdf(), 'resume', 'application/pdf', 'resume.pdf'],
  ])('accepts %s and stores the real type and a matching name', async (_label, data, name, mimeType, storedName) => {
    const response = await sendRequest(referralRequestFields(), [{ data, name, type: 'application/octet-stream' }]);
    expect(response.statusCode).toBe(201);
    const { resume } = await storedRequest(response.json().id);
    expect(resume.mimeType).toBe(mimeType);
    expect(resume.fileName).toBe(storedName);
    expect(Buffer.compare(resume.data, data)).toBe(0);
  });

  it('stores a safe file name: no quotes, control or invisible characters, hidden-file dots or folders', async () => {
    const response = await sendRequest(referralRequestFields(), [pdfUpload({ name: '..my "cv"\u202E\u0007fdp.exe' })]);
    expect(response.statusCode).toBe(201);
    const { resume } = await storedRequest(response.json().id);
    expect(resume.fileName).toBe('my _cv_fdp.exe.pdf');
  });

  it('accepts a resume of exactly 5 MiB', async () => {
    const response = await sendRequest(referralRequestFields(), [pdfUpload({ data: pdfOfSize(RESUME_MAX_BYTES) })]);
    expect(response.statusCode).toBe(201);
    expect((await storedRequest(response.json().id)).resume.size).toBe(RESUME_MAX_BYTES);
  });

  const wrongType = 'Only .pdf, .doc, and .docx files are accepted';
  const unknownReferrer = 'We could not find that referrer. Choose another one, or send your request without one.';
  const unknownJob = 'We could not find that job. It may have been removed.';

  it.each<{
    label: string;
    fields?: Record<string, string>;
    uploads?: Upload[];
    status: number;
    message: string;
    errors?: Record<string, string>;
  }>([
    {
      label: 'a spreadsheet compound file renamed .doc',
      uploads: [{ data: compoundDocument({ streamName: 'Workbook' }), name: 'cv.doc' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a file that only contains the text "WordDocument" after a compound-file signature',
      uploads: [{ data: compoundFile('WordDocument'), name: 'cv.doc' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a compound file whose WordDocument stream is not a Word document',
      uploads: [{ data: compoundDocument({ firstWord: 0x4d5a }), name: 'cv.doc' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a docx shell: Word declarations around an executable, and no word/document.xml',
      uploads: [{ data: docxShell(['payload.exe', Buffer.from('MZ\x90\x00 not a document')]), name: 'cv.docx' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a docx carrying an executable beside its document',
      uploads: [{ data: docxWith(['word/embeddings/setup.exe', Buffer.from('MZ\x90\x00')]), name: 'cv.docx' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a docx carrying macros',
      uploads: [{ data: docxWith(['word/vbaProject.bin', randomBytes(2000)]), name: 'cv.docx' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'a plain zip renamed .docx',
      uploads: [{ data: zip([['notes.txt', 'hello']]), name: 'cv.docx' }],
      status: 400,
      message: wrongType,
    },
    {
      label: 'no resume',
      uploads: [],
      status: 400,
      message: 'Resume is required',
      errors: { resume: 'Resume is required' },
    },
    {
      label: 'no name',
      fields: referralRequestFields({ name: undefined }),
      status: 400,
      message: 'Name is required',
      errors: { name: 'Name is required' },
    },
    { label: 'a blank name', fields: referralRequestFields({ name: '   ' }), status: 400, message: 'Name is required' },
    {
      // The limit of a name in every form (src/shared/textLimits.ts): 100, as registration has it.
      label: 'a 101-character name',
      fields: referralRequestFields({ name: 'N'.repeat(101) }),
      status: 400,
      message: 'Name must be at most 100 characters',
      errors: { name: 'Name must be at most 100 characters' },
    },
    {
      label: 'a message past 5,000 characters',
      fields: referralRequestFields({ message: 'M'.repeat(5001) }),
      status: 400,
      message: 'Message must be at most 5,000 characters',
    },
    {
      label: 'no message',
      fields: referralRequestFields({ message: undefined }),
      status: 400,
      message: 'Cover letter/message is required',
    },
    {
      label: 'no company',
      fields: referralRequestFields({ company: undefined }),
      status: 400,
      message: 'Please enter a company name',
    },
    {
      label: 'a bad e-mail',
      fields: referralRequestFields({ email: 'cara@' }),
      status: 400,
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    },
    {
      label: 'a short phone',
      fields: referralRequestFields({ phone: '12345' }),
      status: 400,
      message: 'Phone number must be at least 10 digits',
    },
    {
      label: 'negative experience',
      fields: referralRequestFields({ experience: '-1' }),
      status: 400,
      message: 'Please enter your years of experience',
      errors: { experience: 'Please enter your years of experience' },
    },
    {
      label: 'non-numeric experience',
      fields: referralRequestFields({ experience: 'lots' }),
      status: 400,
      message: 'Please enter your years of experience',
    },
    {
      label: 'an unknown referrer',
      fields: referralRequestFields({ referrerId: '999999' }),
      status: 400,
      message: unknownReferrer,
      errors: { referrerId: unknownReferrer },
    },
    {
      label: 'a referrer id that is not a number',
      fields: referralRequestFields({ referrerId: 'abc' }),
      status: 400,
      message: unknownReferrer,
      errors: { referrerId: unknownReferrer },
    },
    {
      label: 'a job id that is not a positive integer',
      fields: referralRequestFields({ jobId: '-3' }),
      status: 400,
      message: unknownJob,
      errors: { jobId: unknownJob },
    },
    {
      label: 'an unknown job',
      fields: referralRequestFields({ jobId: '999999' }),
      status: 400,
      message: unknownJob,
      errors: { jobId: unknownJob },
    },
  ])(
    'refuses $label with $status "$message" and stores nothing',
    async ({ fields, uploads, status, message, errors }) => {
      const before = await countRows();
      const response = await sendRequest(fields ?? referralRequestFields(), uploads ?? [pdfUpload()]);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      if (errors) expect(response.json().errors).toEqual(errors);
      expect(await countRows()).toEqual(before);
    },
  );

  it.each([
    {
      label: 'a job an admin removed',
      state: { removedAt: new Date(), removedReason: 'Spam' },
      status: 400,
      message: unknownJob,
    },
    {
      label: 'a job its poster closed',
      state: { closedAt: new Date() },
      status: 409,
      message: 'This job has closed and takes no more requests. Choose another job, or send your request without one.',
    },
  ])('refuses a request for $label with $status and stores nothing', async ({ state, status, message }) => {
    const [job] = await ctx.db
      .insert(jobs)
      .values({
        title: 'Site Reliability Engineer',
        type: 'Full-time',
        companyId: (await ctx.db.select().from(referrers).where(eq(referrers.id, referrerId)))[0]!.companyId,
        location: 'Remote',
        experienceLevel: 'Senior',
        ...state,
      })
      .returning();
    const before = await countRows();
    const response = await sendRequest(referralRequestFields({ jobId: String(job!.id) }));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message, errors: { jobId: message } });
    expect(await countRows()).toEqual(before);
  });

  it('reports every missing field at once, the resume and the notice version included', async () => {
    const response = await sendRequest({}, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      company: 'Please enter a company name',
      experience: 'Please enter your years of experience',
      message: 'Cover letter/message is required',
      resume: 'Resume is required',
      noticeVersion: requestNoticeMessages.outOfDate,
    });
  });

  it('keeps multipart bodies away from the JSON routes', async () => {
    const form = new FormData();
    form.append('email', 'cara@example.com');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: form });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a cross-site upload', async () => {
    const before = await countRows();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-referral-request',
      payload: multipart(referralRequestFields(), [pdfUpload()]),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows()).toEqual(before);
  });

  it('answers 429 once the hourly limit per IP is reached', async () => {
    const limited = await createTestApp({ rateLimits: { referralRequestLimit: 2 } });
    try {
      expect((await sendRequest(referralRequestFields(), undefined, { app: limited })).statusCode).toBe(201);
      expect((await sendRequest(referralRequestFields(), undefined, { app: limited })).statusCode).toBe(201);
      const blocked = await sendRequest(referralRequestFields(), undefined, { app: limited });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/referral-requests and the resume download', () => {
  let sentAndAssigned: number;
  let sentUnassigned: number;
  let anonymousAssigned: number;
  const resumeBytes = minimalPdf('Sam Sender');

  beforeAll(async () => {
    const send = async (fields: Record<string, string>, cookie?: string) => {
      const response = await sendRequest(fields, [pdfUpload({ data: resumeBytes, name: 'Sam résumé.pdf' })], {
        cookie,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    sentAndAssigned = await send(
      referralRequestFields({ referrerId: String(referrerId), name: 'Sam Sender' }),
      sender.cookie,
    );
    // Another company, where nobody refers: a candidate has one open request per company.
    sentUnassigned = await send(referralRequestFields({ name: 'Sam Sender', company: 'Nowhere Labs' }), sender.cookie);
    anonymousAssigned = await send(referralRequestFields({ referrerId: String(referrerId), name: 'Anon' }));
  });

  const list = (cookie?: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/referral-requests${query}`, headers: cookie ? { cookie } : {} });
  const download = (id: number | string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/referral-requests/${id}/resume`, headers: cookie ? { cookie } : {} });
  const idsOf = (response: { json: () => Array<{ id: number }> }) => response.json().map((item) => item.id);

  it('answers 401 to anonymous visitors', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('shows the sender the requests they sent, newest first, describing the resume without its bytes', async () => {
    const response = await list(sender.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json();
    expect(items.map((item: { id: number }) => item.id)).toEqual(
      [...items.map((item: { id: number }) => item.id)].sort((a, b) => b - a),
    );
    expect(idsOf(response)).toEqual(expect.arrayContaining([sentAndAssigned, sentUnassigned]));
    expect(idsOf(response)).not.toContain(anonymousAssigned);
    const assigned = items.find((item: { id: number }) => item.id === sentAndAssigned);
    expect(assigned).toEqual({
      id: sentAndAssigned,
      referrerId,
      referrerName: 'Rita Referrer',
      name: 'Sam Sender',
      email: expect.stringMatching(/^cara\.\d+@example\.com$/),
      phone: '+44 20 7946 0000',
      company: 'Northwind',
      experience: 4,
      message: 'I would love a referral for the platform team.',
      jobId: null,
      jobTitle: null,
      pendingAssignment: false,
      waitingReason: null,
      status: 'new',
      declineReason: null,
      rating: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      resume: { fileName: 'Sam résumé.pdf', mimeType: 'application/pdf', size: resumeBytes.length },
      resumeDeletedAt: null,
      submittedOn: null,
      hireConfirmed: false,
      hireDisputableUntil: null,
      changesAsked: null,
      revisedAt: null,
    });
    expect(response.body).not.toContain('%PDF');
  });

  it('shows the referrer the requests assigned to their profile, and no unassigned ones', async () => {
    const response = await list(referrerUser.cookie);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(expect.arrayContaining([sentAndAssigned, anonymousAssigned]));
    expect(idsOf(response)).not.toContain(sentUnassigned);
    const [assignedCount] = await ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(referralRequests)
      .where(eq(referralRequests.referrerId, referrerId));
    expect(response.headers['x-total-count']).toBe(String(assignedCount!.total));
  });

  it('shows admins every request, and other users none', async () => {
    const all = await list(admin.cookie);
    expect(all.headers['x-total-count']).toBe(String((await countRows()).requests));
    expect(idsOf(all)).toEqual(expect.arrayContaining([sentAndAssigned, sentUnassigned, anonymousAssigned]));

    const none = await list(otherUser.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with page and limit', async () => {
    const first = await list(sender.cookie, '?page=1&limit=2');
    const second = await list(sender.cookie, '?page=2&limit=2');
    expect(first.json()).toHaveLength(2);
    expect(second.json()).toHaveLength(1);
    expect(second.headers['x-total-count']).toBe('3');
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(3);
    expect((await list(sender.cookie, '?page=3&limit=2')).json()).toEqual([]);
  });

  it.each([
    ['?page=0', pagingMessages.page],
    ['?page=-1', pagingMessages.page],
    ['?page=abc', pagingMessages.page],
    ['?page=1e999', pagingMessages.page],
    ['?page=Infinity', pagingMessages.page],
    ['?page=1.5', pagingMessages.page],
    ['?page=0x10', pagingMessages.page],
    ['?page=', pagingMessages.page],
    ['?page=10001', pagingMessages.page],
    ['?page=99999999999999999999', pagingMessages.page],
    ['?page=1&page=2', 'Invalid request: querystring/page must be string'],
    ['?limit=0', pagingMessages.limit],
    ['?limit=-5', pagingMessages.limit],
    ['?limit=1e999', pagingMessages.limit],
    ['?limit=101', pagingMessages.limit],
  ])('answers 400 to the query %s, with "%s"', async (query, message) => {
    const response = await list(sender.cookie, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['the sender', () => sender.cookie],
    ['the assigned referrer', () => referrerUser.cookie],
    ['an admin', () => admin.cookie],
  ])('lets %s download the resume as an attachment', async (_label, cookie) => {
    const response = await download(sentAndAssigned, cookie());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Sam r_sum_.pdf"; filename*=UTF-8''Sam%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store, no-transform');
    expect(Buffer.compare(response.rawPayload, resumeBytes)).toBe(0);
  });

  it('streams a resume of several slices whole, with its length, from bytes stored uncompressed', async () => {
    const large = pdfOfSize(RESUME_SLICE_BYTES * 2 + 12_345);
    const sent = await sendRequest(referralRequestFields(), [pdfUpload({ data: large })]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${sent.json().id}/resume`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(large.length));
    expect(Buffer.compare(response.rawPayload, large)).toBe(0);
    // Stored without PostgreSQL's compression attempt (migration 0023), so that a slice reads only its part.
    const storage = await ctx.db.execute<{ attstorage: string }>(
      sql`select attstorage from pg_attribute where attrelid = 'resumes'::regclass and attname = 'data'`,
    );
    expect(storage.rows[0]?.attstorage).toBe('e');
  });

  it('sends the resume as stored, never compressed, even to a browser that accepts compression', async () => {
    const large = pdfOfSize(200_000); // mostly spaces: it would shrink a hundredfold if compressed
    const sent = await sendRequest(referralRequestFields(), [pdfUpload({ data: large })]);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/referral-requests/${sent.json().id}/resume`,
      headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(response.rawPayload, large)).toBe(0);
  });

  it('compresses a list answer past 1 kB for a browser that accepts it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?limit=100',
      headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/referral-requests?limit=100',
      headers: { cookie: admin.cookie },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers 404 to anyone else, exactly as for an unknown id', async () => {
    const stranger = await download(sentAndAssigned, otherUser.cookie);
    const unknown = await download(999999, otherUser.cookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Resume not found' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Resume not found' });
    // The referrer may not read a request that is not assigned to them, even one still waiting for a referrer.
    expect((await download(sentUnassigned, referrerUser.cookie)).statusCode).toBe(404);
    expect((await download(sentUnassigned, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 to anonymous visitors, exactly as for an unknown id, and 400 to an id that is not one', async () => {
    const anonymous = await download(sentAndAssigned);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toEqual({ message: 'Resume not found' });
    expect((await download(999999)).json()).toEqual({ message: 'Resume not found' });
    for (const [id, rule] of [
      ['abc', 'must be integer'],
      ['0', 'must be >= 1'],
      ['1.5', 'must be integer'],
      ['99999999999', 'must be <= 2147483647'],
    ] as const) {
      const response = await download(id, admin.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `Invalid request: params/id ${rule}` });
    }
  });

  it('serves pages of up to 100, and refuses a larger limit', async () => {
    const isolated = await createTestApp();
    try {
      const signedUp = await isolated.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Big Admin', email: 'big-admin@example.com', password: 'password 123' },
      });
      await isolated.db.update(users).set({ role: 'admin' }).where(eq(users.id, signedUp.json().id));
      // Rows inserted directly have no resume: the list shows that as null rather than hiding the request.
      await isolated.db.insert(referralRequests).values(
        Array.from({ length: 105 }, (_, index) => ({
          name: `Candidate ${index}`,
          email: `c${index}@example.com`,
          phone: '0123456789',
          company: 'Paging Co',
          experience: 1,
          message: 'Hello',
          pendingAssignment: true,
        })),
      );
      const listWithLimit = (limit: number) =>
        isolated.app.inject({
          method: 'GET',
          url: `/api/referral-requests?limit=${limit}`,
          headers: { cookie: sessionCookie(signedUp)! },
        });
      const response = await listWithLimit(100);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(100);
      expect(response.headers['x-total-count']).toBe('105');
      expect(response.json()[0].resume).toBeNull();
      const tooLarge = await listWithLimit(500);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toEqual({ message: pagingMessages.limit, errors: { limit: pagingMessages.limit } });
    } finally {
      await isolated.close();
    }
  });
});
