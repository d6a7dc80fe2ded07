import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may say of an error: its kind, its code and where it was thrown, never what was being written.
 * A failed query's text carries its parameters (drizzle's message lists them: password hashes, e-mails, phones,
 * cover letters), and PostgreSQL's own message and detail quote the offending value ("Key (email)=(...) already
 * exists"). So no message is logged except from the few sources known to put no user data in theirs.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  /** PostgreSQL's SQLSTATE (23505, 22021...) or Node's error code (ECONNREFUSED...). */
  code?: string;
  /** The statement's verb and table ("insert into users"), named from its text: never its values. */
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** The PostgreSQL function that raised it (report_invalid_encoding...): where, not what. */
  routine?: string;
  /** The error's message when its source is known to put no user data in it, else WITHHELD_MESSAGE. */
  message: string;
  /** The stack's frames only: its first lines repeat the message. */
  stack: string;
  cause?: LoggedError;
}

/** Errors whose messages are the library's own words, with nothing of the request in them. */
const MESSAGES_WITHOUT_USER_DATA = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^terminating connection due to administrator command$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

export const WITHHELD_MESSAGE = '(withheld: it may quote submitted values; see code and query)';
const MAX_CAUSE_DEPTH = 5;

type ErrorFields = Error & {
  code?: unknown;
  query?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
  syscall?: unknown;
  statusCode?: unknown;
};

export function serializeErrorSafely(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD_MESSAGE, stack: '' };
  const fields = error as ErrorFields;
  const logged: LoggedError = {
    type: error.constructor?.name || error.name,
    message: hasMessageWithoutUserData(fields) ? error.message : WITHHELD_MESSAGE,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  logged.code = text(fields.code);
  logged.query = queryName(fields.query);
  logged.table = text(fields.table);
  logged.column = text(fields.column);
  logged.constraint = text(fields.constraint);
  logged.routine = text(fields.routine);
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serializeErrorSafely(error.cause, depth + 1);
  for (const key of Object.keys(logged)) {
    if (logged[key] === undefined) delete logged[key];
  }
  return logged;
}

/**
 * Our own 5xx messages and Node's system errors (`connect ECONNREFUSED 127.0.0.1:5432`) say nothing of the request;
 * a handful of pg's connection errors neither. Anything else, a database error above all, is known by its code.
 */
function hasMessageWithoutUserData(error: ErrorFields) {
  if (typeof error.syscall === 'string') return true;
  if (typeof error.statusCode === 'number' && error.statusCode >= 500 && !('query' in error)) return true;
  return MESSAGES_WITHOUT_USER_DATA.some((pattern) => pattern.test(error.message));
}

/** "insert into users", "update sessions", "select from referrers": enough to find the statement in the code. */
export function queryName(query: unknown) {
  if (typeof query !== 'string') return undefined;
  const statement = query.trim();
  const write = /^(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(statement);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
  const read = /^select\b[\s\S]*?\bfrom\s+"?([\w.]+)"?/i.exec(statement);
  if (read) return `select from ${read[1]}`;
  return statement.split(/\s+/, 1)[0]!.toLowerCase();
}

/**
 * The server's pino options: cookies, tokens and passwords never reach the logs, URLs lose their query strings
 * (search terms, tokens), and errors are logged by `serializeErrorSafely`. Tests pass a stream to read the lines.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Wherever a plugin logs a request's headers, not only as `req`: @fastify/multipart logs its busboy options,
    // the request's headers among them, at trace level.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.headers.cookie',
      '*.headers.authorization',
      '*.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?', 1)[0],
        ip: request.ip,
      }),
      err: serializeErrorSafely,
    },
  };
}
