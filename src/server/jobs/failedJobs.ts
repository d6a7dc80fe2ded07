import { sql } from 'drizzle-orm';
import type { Paging } from '../../shared/paging.js';
import type { FailedJob } from '../../shared/schemas/adminFailures.js';
import type { Database } from '../db/client.js';
import { queryName } from '../logging.js';
import { QUEUE_SCHEMA } from './backgroundJobs.js';

/**
 * The background jobs that failed every attempt, for admins (GET /api/admin/failed-jobs). pg-boss 10 offers no
 * listing, so this reads its tables, read-only: a failed job stays in `pgboss.job` for 12 hours, then in
 * `pgboss.archive` until pg-boss deletes it, 7 days after; both are read, so a failure stays in sight that long.
 * `output` is what pg-boss stored of the error the worker threw (serialize-error: name, message, stack, code, cause,
 * and the error's own fields), or `{ value: { message } }` for a job it failed itself (a time-out).
 */

/** What the list shows of an error: enough to tell failures apart and find the code, never a whole transcript. */
export const FAILED_JOB_DISPLAY = {
  maxErrorLength: 500,
  maxStackFrames: 8,
  /** Failed jobs stay listed this long (pg-boss's deleteAfterDays default; README "Background jobs"). */
  keptDays: 7,
} as const;

/** How many causes of a cause are followed: drizzle wraps pg's error once; more is a loop or an oddity. */
const MAX_CAUSES = 3;

interface FailedJobRow extends Record<string, unknown> {
  id: string;
  queue: string;
  output: unknown;
  attempts: number;
  failed_at: Date;
  created_at: Date;
}

/** pg-boss makes its tables when the queue first starts: before that (a new database) nothing has failed. */
async function queueInstalled(db: Database) {
  const [installed] = (
    await db.execute<{ present: boolean }>(sql`select to_regclass(${`${QUEUE_SCHEMA}.archive`}) is not null as present`)
  ).rows;
  return installed?.present === true;
}

/** The failed jobs of both tables, as one relation. */
const failedJobs = sql`(
    select id, name, output, retry_count, started_on, created_on, completed_on
      from ${sql.identifier(QUEUE_SCHEMA)}.job where state = 'failed'
    union all
    select id, name, output, retry_count, started_on, created_on, completed_on
      from ${sql.identifier(QUEUE_SCHEMA)}.archive where state = 'failed'
  ) as failed`;

const countFailed = (db: Database) =>
  db.execute<{ total: number }>(sql`select count(*)::int as total from ${failedJobs}`);

/** How many jobs failed in the days they are kept (the dashboard's overview). */
export async function countFailedJobs(db: Database) {
  if (!(await queueInstalled(db))) return 0;
  return (await countFailed(db)).rows[0]?.total ?? 0;
}

/** A page of failed jobs, the newest failure first, with how many there are. */
export async function listFailedJobs(db: Database, { page, limit }: Paging) {
  if (!(await queueInstalled(db))) return { items: [], total: 0 };
  const [rows, totals] = await Promise.all([
    db.execute<FailedJobRow>(sql`
      select id::text as id, name as queue, output,
             -- retry_count counts the runs after the first; a job that never started never ran.
             case when started_on is null then 0 else retry_count + 1 end as attempts,
             coalesce(completed_on, created_on) as failed_at, created_on as created_at
        from ${failedJobs}
       order by failed_at desc, id desc
       limit ${limit} offset ${(page - 1) * limit}`),
    countFailed(db),
  ]);
  const items: FailedJob[] = rows.rows.map((row) => ({
    id: row.id,
    queue: row.queue,
    ...describeJobError(row.output),
    attempts: Number(row.attempts),
    failedAt: new Date(row.failed_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { items, total: totals.rows[0]?.total ?? 0 };
}

type StoredError = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const objectOf = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as StoredError) : undefined;

/**
 * A password in a URL (`postgres://app:secret@db/...`, `smtp://user:pass@host`) or a libpq setting
 * (`password=secret`) becomes `***`: an error may quote the address it could not reach.
 */
export function withoutSecrets(text: string) {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/\b(password|passwd|pass|pwd)=[^\s&;]+/gi, '$1=***');
}

/**
 * One error's own words. A failed query's message is drizzle's "Failed query: <statement> params: <values>": it is
 * named by its verb and table instead (as the logs name it, src/server/logging.ts), its values left out, and its
 * cause (PostgreSQL's error) says what went wrong.
 */
function messageOf(error: StoredError) {
  const query = queryName(error.query);
  if (query) return `Failed query: ${query}`;
  const message = textOf(error.message)?.split(/\nparams:/, 1)[0];
  const name = textOf(error.name);
  if (message && name && !['Error', 'error'].includes(name)) return `${name}: ${message}`;
  return message ?? name;
}

/** The error an admin reads: its message, each cause's after it, its code, and the first frames of its stack. */
export function describeJobError(output: unknown): Pick<FailedJob, 'error' | 'errorCode' | 'stack'> {
  let error = objectOf(output);
  // pg-boss's own failures, and a fail() given a value rather than an object, keep it under `value`.
  if (error && !('message' in error) && 'value' in error) {
    const value = error.value;
    error = typeof value === 'string' ? { message: value } : (objectOf(value) ?? error);
  }
  if (!error) return { error: 'No error was recorded.', errorCode: null, stack: null };

  const messages: string[] = [];
  let errorCode: string | null = null;
  let current: StoredError | undefined = error;
  for (let depth = 0; current && depth <= MAX_CAUSES; depth++) {
    const message = messageOf(current);
    if (message && !messages.includes(message)) messages.push(message);
    errorCode ??= textOf(current.code) ?? null;
    current = objectOf(current.cause);
  }
  const frames = (textOf(error.stack) ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, FAILED_JOB_DISPLAY.maxStackFrames)
    .map((line) => line.trim());
  return {
    error: withoutSecrets(messages.join('; caused by: ') || 'No message was recorded.').slice(
      0,
      FAILED_JOB_DISPLAY.maxErrorLength,
    ),
    errorCode: errorCode && withoutSecrets(errorCode),
    stack: frames.length > 0 ? withoutSecrets(frames.join('\n')) : null,
  };
}
