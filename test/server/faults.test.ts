import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/plugins/errors';
import { freePort } from '../bench/server';
import { openEventStream, type StreamEvent } from './fixtures/eventStream';
import { multipart, pdfUpload, referralRequestFields } from './fixtures/forms';
import { startServerProcess, type ServerProcess } from './fixtures/serverProcess';
import { minimalPdf } from './fixtures/resumes';
import { createTestDatabase } from './helpers';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import type { UserNotification } from '../../src/shared/schemas/notifications';

/** A folder under the system's temp folder, which PostgreSQL's own user can enter when the suite runs as root. */
async function temporaryFolder() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'referbridge-faults-'));
  await chmod(folder, 0o755);
  return folder;
}

const timed = async (request: Promise<Response>) => {
  const startedAt = performance.now();
  const response = await request;
  return { response, seconds: (performance.now() - startedAt) / 1000 };
};

describe('an external PostgreSQL that goes down and comes back', () => {
  let dataDir: string;
  let port: number;
  let database: EmbeddedDatabase | undefined;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await temporaryFolder();
    port = await freePort();
    database = await startEmbeddedPostgres(dataDir, () => {}, { port });
    server = await startServerProcess({ DATABASE_URL: database.connectionString });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a message within 5 s while it is down, stays up, and recovers by itself', async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    await database!.stop();
    database = undefined;

    for (const url of ['/api/health', '/api/jobs', '/api/referrers?company=Northwind']) {
      const { response, seconds } = await timed(fetch(`${server.baseUrl}${url}`));
      expect({ url, status: response.status }).toEqual({ url, status: 503 });
      expect(seconds).toBeLessThan(5);
      expect(response.headers.get('retry-after')).toBe('5');
      expect((await response.json()).message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    }
    // A write gets the same answer, and the process is still there to give it.
    const { response: write, seconds } = await timed(
      fetch(`${server.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'While Down', email: 'while-down@example.com', password: 'password 123' }),
      }),
    );
    expect(write.status).toBe(503);
    expect(seconds).toBeLessThan(5);
    expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({
      message: DATABASE_UNAVAILABLE_MESSAGE,
      database: 'down',
    });

    database = await startEmbeddedPostgres(dataDir, () => {}, { port });
    let recovered: Response | undefined;
    for (let attempt = 0; attempt < 50 && recovered?.status !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      recovered = await fetch(`${server.baseUrl}/api/health`);
    }
    expect(recovered!.status).toBe(200);
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After', email: 'after@example.com', password: 'password 123' }),
    });
    expect(registered.status).toBe(201);
    // Everything runs again, the job queue too: the server said ready before its queue had started, and the queue's
    // start, cut off by the outage, is tried again until it runs.
    await expect
      .poll(async () => (await fetch(`${server.baseUrl}/api/health/ready`)).status, { timeout: 20_000, interval: 250 })
      .toBe(200);
  }, 60_000);
});

describe('SIGTERM', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /**
   * A registration whose body arrives in two parts: the first before `between()` runs, the rest after it. The
   * answer is the status and body the client finally reads.
   */
  function slowRegistration(baseUrl: string, email: string, between: () => Promise<void>) {
    const body = JSON.stringify({ name: 'Slow Sender', email, password: 'password 123' });
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 20));
      // Once the server has read the first part, the request is in flight. An answer to a request sent after it,
      // on another connection, shows the server has read what came before (it reads its sockets in turn).
      request.once('socket', (socket) =>
        socket.once('connect', () => {
          void fetch(`${baseUrl}/api/health`)
            .then(between)
            .then(() => request.end(body.slice(20)), reject);
        }),
      );
    });
  }

  it('under load lets the requests in flight finish, refuses new connections, then exits 0', async () => {
    const server = await startServerProcess({ DATABASE_URL: database.connectionString });
    const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    // Readers keep the server busy while it is told to stop.
    const load = Array.from({ length: 40 }, () =>
      fetch(`${server.baseUrl}/api/jobs?page=1`).then(
        (response) => response.status,
        () => 'refused' as const,
      ),
    );
    const inFlight = slowRegistration(server.baseUrl, 'in-flight@example.com', async () => {
      server.kill('SIGTERM');
      await wait(300);
    });

    expect(await inFlight).toMatchObject({ status: 201 });
    // Each reader got an answer or was refused at the door; none was cut off with an error answer.
    const loadStatuses = await Promise.all(load);
    for (const status of loadStatuses) expect([200, 'refused']).toContain(status);
    expect(loadStatuses).toContain(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();

    const { rows } = await database.pool.query('select count(*)::int as count from users where email = $1', [
      'in-flight@example.com',
    ]);
    expect(rows[0].count).toBe(1);
  }, 60_000);
});

describe('SIGTERM with a connection that has sent nothing yet', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // Node counts such a connection as waiting for its first request: the close waited for it up to requestTimeout
  // (2 minutes), as it did when a client opened one just as the two-process test stopped its servers.
  it('exits at once rather than waiting for a request that may never come', async () => {
    const server = await startServerProcess({ DATABASE_URL: database.connectionString });
    const { port } = new URL(server.baseUrl);
    const silent = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const closed = new Promise((resolve) => silent.once('close', resolve));
    silent.on('error', () => {});
    server.kill('SIGTERM');
    const outcome = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000)),
    ]);
    if (outcome !== 0) server.kill('SIGKILL');
    expect(outcome).toBe(0);
    await closed;
  }, 60_000);
});

// The embedded database is what this proves; the suite's run on an external PostgreSQL (DATABASE_URL) skips it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('SIGKILL in the middle of a stream of writes', () => {
  const ROUNDS = 10;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await temporaryFolder();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** What the server acknowledged with a 2xx: each must be in the database after every restart. */
  const acknowledged = { registrations: [] as string[], requests: [] as number[], accepted: [] as number[] };
  const acceptsSent = new Set<number>();
  let addresses = 0;
  /** Each write comes from an address of its own, so the per-address rate limits stay out of the way. */
  const nextAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  async function signIn(server: ServerProcess, email: string, password: string) {
    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';', 1)[0]!)
      .find((cookie) => cookie.startsWith('rb.sid='))!;
  }

  /** The PostgreSQL processes of the data folder: the postmaster and its children. */
  async function postgresProcesses() {
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  }

  async function round(index: number) {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      DEMO_ACCOUNTS: 'true',
      TRUST_PROXY: 'loopback',
    });
    const referrer = await signIn(server, 'referrer@referbridge.example', 'referrer-demo-1');
    const candidate = await signIn(server, 'candidate@referbridge.example', 'candidate-demo-1');
    const profile = await fetch(`${server.baseUrl}/api/me/referrer-profile`, { headers: { cookie: referrer } });
    const referrerId = String(((await profile.json()) as { id: number }).id);
    // An accept cut off by a kill may have committed or not: such a request is not tried again.
    const waitingForAccept = acknowledged.requests.filter((id) => !acceptsSent.has(id));

    let killed = false;
    const post = (url: string, body: string | FormData, cookie?: string) =>
      fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: {
          'x-forwarded-for': nextAddress(),
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body,
      });
    /** Repeats a write until the kill; a failure before it fails the test, one after it is the kill's doing. */
    const stream = async (write: () => Promise<void>) => {
      while (!killed) {
        try {
          await write();
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    let written = 0;
    let sent = 0;
    // Each kind of write acknowledged once in this round: the kill comes after that, so every round writes whatever
    // the machine's speed (a server just started still loads its page renderer and compiles each route's schemas).
    const kindsWritten = new Set<keyof typeof acknowledged>();
    let allKindsWritten: () => void = () => {};
    const everyKindWritten = new Promise<void>((resolve) => (allKindsWritten = resolve));
    const wrote = (kind: keyof typeof acknowledged) => {
      kindsWritten.add(kind);
      if (kindsWritten.size === Object.keys(acknowledged).length) allKindsWritten();
    };
    const streams = [
      stream(async () => {
        const email = `round-${index}-${++written}@example.com`;
        const response = await post(
          '/api/register',
          JSON.stringify({ name: 'Kill Round', email, password: 'password 123' }),
        );
        if (killed) return;
        expect(response.status).toBe(201);
        acknowledged.registrations.push(email);
        wrote('registrations');
      }),
      stream(async () => {
        const form = new FormData();
        const fields = { name: 'Jordan Avery', email: 'candidate@referbridge.example', phone: '+1 555 0100' };
        // A company of its own each time: a candidate has one open request per company.
        const company = `Northwind round ${index}, request ${++sent}`;
        for (const [name, value] of Object.entries({ ...fields, company, experience: '4', referrerId }))
          form.append(name, value);
        form.append('message', `Round ${index}: I would value a referral for the platform team.`);
        form.append('noticeVersion', REQUEST_NOTICE_VERSION);
        form.append('resume', new Blob([new Uint8Array(minimalPdf())]), 'resume.pdf');
        const response = await post('/api/direct-referral-request', form, candidate);
        if (killed) return;
        expect(response.status, await response.clone().text()).toBe(201);
        const { id } = (await response.json()) as { id: number };
        acknowledged.requests.push(id);
        wrote('requests');
        waitingForAccept.push(id);
      }),
      stream(async () => {
        const id = waitingForAccept.shift();
        if (id === undefined) return void (await new Promise((resolve) => setTimeout(resolve, 20)));
        acceptsSent.add(id);
        const response = await post(
          `/api/referral-requests/${id}/moves`,
          JSON.stringify({ action: 'accept' }),
          referrer,
        );
        if (killed) return;
        expect(response.status).toBe(200);
        acknowledged.accepted.push(id);
        wrote('accepted');
      }),
    ];

    // Somewhere between 0.3 and 1.2 s after every kind of write went through once, different each round but the same
    // from run to run. A stream that fails ends the round at once.
    const streamsEnded = Promise.all(streams);
    await Promise.race([everyKindWritten, streamsEnded]);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 300 + ((index * 397) % 900))), streamsEnded]);
    killed = true;
    // Every other round, PostgreSQL dies with the app, as in a power cut: only what it wrote to disk remains.
    const alsoPostgres = index % 2 === 1 ? await postgresProcesses() : [];
    server.kill('SIGKILL');
    for (const pid of alsoPostgres) process.kill(pid, 'SIGKILL');
    await server.exited;
    await streamsEnded;
  }

  it(`keeps every acknowledged write through ${ROUNDS} kills, and the embedded database opens after each`, async () => {
    for (let index = 0; index < ROUNDS; index++) await round(index);

    const database = await startEmbeddedPostgres(dataDir);
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    try {
      const users = await client.query<{ email: string }>('select email from users where email = any($1)', [
        acknowledged.registrations,
      ]);
      const requests = await client.query<{ id: number; status: string }>(
        'select id, status from referral_requests where id = any($1)',
        [acknowledged.requests],
      );
      const statusOf = new Map(requests.rows.map((row) => [row.id, row.status]));
      const lost = {
        registrations: acknowledged.registrations.filter((email) => !users.rows.some((row) => row.email === email)),
        requests: acknowledged.requests.filter((id) => !statusOf.has(id)),
        accepted: acknowledged.accepted.filter((id) => statusOf.get(id) !== 'accepted'),
      };
      const counts = Object.fromEntries(Object.entries(acknowledged).map(([kind, list]) => [kind, list.length]));
      console.log(`SIGKILL rounds: ${ROUNDS}; acknowledged writes: ${JSON.stringify(counts)}`);
      expect(lost).toEqual({ registrations: [], requests: [], accepted: [] });
      // The rounds did write: a stream that never got going would pass the check above vacuously.
      expect(acknowledged.registrations.length).toBeGreaterThan(ROUNDS);
      expect(acknowledged.requests.length).toBeGreaterThan(ROUNDS);
      expect(acknowledged.accepted.length).toBeGreaterThan(ROUNDS);
    } finally {
      await client.end();
      await database.stop();
    }
  }, 240_000);
});

describe('SIGKILL while both sides of a conversation write', () => {
  const ROUNDS = 4;
  /** Under the hour's limit of messages per account (CONVERSATION.messagesPerHour), with the greeting. */
  const MESSAGES_EACH = 55;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let processes: ServerProcess[] = [];
  const start = () =>
    startServerProcess({
      DATABASE_URL: database.connectionString,
      // Every process of one deployment signs cookies alike.
      SESSION_SECRET: 'killed-conversations-share-this-secret-0123456789',
      TRUST_PROXY: 'loopback',
    });
  beforeAll(async () => {
    database = await createTestDatabase();
    processes = await Promise.all([start(), start()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await database?.drop();
  }, 30_000);

  let addresses = 0;
  /** Each account and request from an address of its own: the per-address limits stay out of the way. */
  const nextAddress = () => `198.19.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
  const call = (server: ServerProcess, method: string, url: string, cookie?: string, body?: object | FormData) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(cookie ? { cookie } : {}),
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body && JSON.stringify(body),
    });

  async function register(server: ServerProcess, name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const response = await call(server, 'POST', '/api/register', undefined, { name, email, password: 'password 123' });
    expect(response.status).toBe(201);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';', 1)[0]!)
      .find((cookie) => cookie.startsWith('rb.sid='))!;
  }

  /** A new referrer at a company of the round's, and a new candidate's request to them. */
  async function requestBetween(server: ServerProcess, round: number) {
    const company = `Killvale ${round}`;
    const referrer = await register(server, `Kira Referrer ${round}`);
    const profile = await call(server, 'PUT', '/api/me/referrer-profile', referrer, {
      company,
      title: 'Staff Engineer',
      bio: 'I refer engineers who like to own what they build, end to end.',
      specialties: [],
      photo: null,
    });
    expect(profile.status).toBe(200);
    const { id: referrerId } = ((await profile.json()) as { referrer: { id: number } }).referrer;
    const candidate = await register(server, `Cole Candidate ${round}`);
    const onboarded = await call(server, 'POST', '/api/update-onboarding', candidate, {
      name: `Cole Candidate ${round}`,
      role: 'candidate',
    });
    expect(onboarded.status).toBe(200);
    const form = multipart(
      referralRequestFields({ name: `Cole Candidate ${round}`, company, referrerId: String(referrerId) }),
      [pdfUpload()],
    );
    const sent = await call(server, 'POST', '/api/direct-referral-request', candidate, form);
    expect(sent.status, await sent.clone().text()).toBe(201);
    const { id: requestId } = (await sent.json()) as { id: number };
    return { requestId, cookies: { referrer, candidate } };
  }

  type Party = 'referrer' | 'candidate';
  /** The kind of notification each party is sent for the other's message. */
  const MESSAGE_TO: Record<Party, string> = { referrer: 'message-to-referrer', candidate: 'message-to-candidate' };

  /** One party's live stream, as EventSource keeps it: reconnected with Last-Event-ID, its events gathered. */
  async function liveOf(server: ServerProcess, cookie: string) {
    let current = await openEventStream(`${server.baseUrl}/api/live`, { cookie });
    const before: StreamEvent[] = [];
    const events = () => [...before, ...current.events];
    return {
      events,
      async reconnect(to: ServerProcess) {
        await current.close();
        before.push(...current.events);
        const lastId = before.at(-1)?.id;
        current = await openEventStream(`${to.baseUrl}/api/live`, {
          cookie,
          ...(lastId ? { 'last-event-id': lastId } : {}),
        });
      },
      close: () => current.close(),
    };
  }

  const messagesOn = (events: StreamEvent[], party: Party, requestId: number) =>
    events
      .map((event) => ({ eventId: event.id, notification: JSON.parse(event.data) as UserNotification }))
      .filter(
        ({ notification }) => notification.kind === MESSAGE_TO[party] && notification.referralRequestId === requestId,
      );

  const killedWhileWriting: number[] = [];

  async function round(index: number) {
    // Even rounds kill the process the messages are posted to, odd ones the process the streams are read from.
    const [writer, reader] = processes as [ServerProcess, ServerProcess];
    const killed = index % 2 === 0 ? writer : reader;
    const { requestId, cookies } = await requestBetween(writer, index);
    const streams = {
      referrer: await liveOf(reader, cookies.referrer),
      candidate: await liveOf(reader, cookies.candidate),
    };
    const post = (party: Party, body: string) =>
      call(writer, 'POST', `/api/referral-requests/${requestId}/messages`, cookies[party], { body });
    try {
      // A greeting each way, once both streams are open: they are listening.
      for (const party of ['candidate', 'referrer'] as const) {
        expect((await post(party, `Hello from the ${party}`)).status).toBe(201);
      }
      await vi.waitFor(() => {
        expect(messagesOn(streams.referrer.events(), 'referrer', requestId)).toHaveLength(1);
        expect(messagesOn(streams.candidate.events(), 'candidate', requestId)).toHaveLength(1);
      }, 10_000);

      const acknowledged: Record<Party, number[]> = { referrer: [], candidate: [] };
      // The kill comes after a number of acknowledged messages, the same from run to run, rather than after a time:
      // on a loaded machine a time could pass before enough was written to prove anything.
      const killAfter = 6 + ((index * 7) % 20);
      let enoughWritten!: () => void;
      const enough = new Promise<void>((resolve) => (enoughWritten = resolve));
      let writerKilled = false;
      let stopped = false;
      let inFlight = 0;
      const write = async (party: Party) => {
        for (let sent = 1; sent < MESSAGES_EACH && !stopped; sent++) {
          inFlight += 1;
          try {
            const response = await post(party, `Round ${index}, message ${sent} from the ${party}`);
            if (writerKilled && response.status !== 201) return;
            expect(response.status, await response.clone().text()).toBe(201);
            acknowledged[party].push(((await response.json()) as { id: number }).id);
            if (acknowledged.candidate.length + acknowledged.referrer.length >= killAfter) enoughWritten();
          } catch (error) {
            if (writerKilled) return;
            throw error;
          } finally {
            inFlight -= 1;
          }
        }
      };
      const writing = Promise.all([write('candidate'), write('referrer')]);

      await Promise.race([enough, writing]);
      if (killed === writer) {
        writerKilled = true;
        if (inFlight > 0) killedWhileWriting.push(index);
        writer.kill('SIGKILL');
        await writer.exited;
        stopped = true;
        await writing;
      } else {
        reader.kill('SIGKILL');
        await reader.exited;
        // EventSource reconnects by itself, here to the process still running, and writing goes on meanwhile.
        await Promise.all([streams.referrer.reconnect(writer), streams.candidate.reconnect(writer)]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        stopped = true;
        await writing;
      }
      const survivor = killed === writer ? reader : writer;

      const conversation = await call(
        survivor,
        'GET',
        `/api/referral-requests/${requestId}/conversation`,
        cookies.candidate,
      );
      expect(conversation.status).toBe(200);
      const { messages } = (await conversation.json()) as { messages: Array<{ id: number; authorParty: Party }> };
      const stored = new Set(messages.map((message) => message.id));
      const lost = [...acknowledged.candidate, ...acknowledged.referrer].filter((id) => !stored.has(id));
      expect(lost, 'acknowledged messages not stored').toEqual([]);
      expect(acknowledged.candidate.length + acknowledged.referrer.length).toBeGreaterThanOrEqual(killAfter);

      // Each stored message reaches the other side's stream, and once: its notification, and no event twice.
      const written = (author: Party) => messages.filter((message) => message.authorParty === author).length;
      const received = { referrer: written('candidate'), candidate: written('referrer') };
      await vi.waitFor(() => {
        for (const party of ['referrer', 'candidate'] as const) {
          expect(messagesOn(streams[party].events(), party, requestId).length).toBeGreaterThanOrEqual(received[party]);
        }
      }, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const party of ['referrer', 'candidate'] as const) {
        const onStream = messagesOn(streams[party].events(), party, requestId);
        expect(onStream, `${party}'s stream`).toHaveLength(received[party]);
        expect(new Set(onStream.map(({ notification }) => notification.id)).size).toBe(received[party]);
        expect(new Set(onStream.map(({ eventId }) => eventId)).size).toBe(received[party]);
      }
      console.log(
        `Conversation kill round ${index} (${killed === writer ? 'writer' : 'reader'} killed): ${messages.length} stored, ` +
          `${acknowledged.candidate.length + acknowledged.referrer.length} acknowledged`,
      );
    } finally {
      await Promise.all([streams.referrer.close(), streams.candidate.close()]);
    }
    processes = [killed === writer ? reader : writer, await start()];
  }

  it(`loses no acknowledged message and streams none twice through ${ROUNDS} kills of either process`, async () => {
    for (let index = 0; index < ROUNDS; index++) await round(index);
    // The kills of the writing process came while messages were being sent: one that came between writes would prove
    // nothing about a send cut off.
    expect(killedWhileWriting.length).toBeGreaterThan(0);
  }, 180_000);
});
