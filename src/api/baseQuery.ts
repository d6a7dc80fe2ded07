import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The query string; empty and undefined values are left out, so `?search=` never reaches the server. */
  params?: Record<string, string | number | undefined>;
  /** A FormData body is sent as is (multipart); anything else as JSON. */
  body?: unknown;
  /** 'returnNull': a 401 answers `null` instead of failing (SPEC section 7). */
  on401?: 'throw' | 'returnNull';
}

/** A failed call. `message` reads "STATUS: body text" (SPEC section 8); `body` is the parsed JSON, if any. */
export interface ApiError {
  status: number | 'NETWORK_ERROR';
  message: string;
  body?: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a successful answer says besides its body: a list's full length (`X-Total-Count`), when it gives one. */
export interface ResponseMeta {
  totalCount: number | null;
}

function withQuery(url: string, params: RequestArgs['params']) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * How a store reaches the API: the browser's fetch, unless the store was given another (its services' `fetch`,
 * src/app/store.ts): the server renders pages with one that asks its own routes in process
 * (src/rendering/pageRenderer.ts).
 */
export interface ApiTransport {
  fetch?: typeof fetch;
}

export const jsonBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError, object, ResponseMeta> = async (
  args,
  { signal, extra },
) => {
  const send = (extra as ApiTransport | undefined)?.fetch ?? fetch;
  const {
    url,
    method = 'GET',
    params,
    body,
    on401 = 'throw',
  } = typeof args === 'string' ? ({ url: args } as RequestArgs) : args;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }

  let response: Response;
  try {
    response = await send(withQuery(url, params), init);
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      error: {
        status: 'NETWORK_ERROR',
        message: 'Network error: the server could not be reached. Check your connection and try again.',
      },
    };
  }
  if (response.status === 401 && on401 === 'returnNull') return { data: null };

  const text = await response.text();
  if (!response.ok) {
    return {
      error: {
        status: response.status,
        message: `${response.status}: ${text || response.statusText}`,
        body: parseJson(text),
      },
    };
  }
  const totalCount = Number.parseInt(response.headers.get('X-Total-Count') ?? '', 10);
  return {
    data: text ? (parseJson(text) ?? text) : null,
    meta: { totalCount: Number.isFinite(totalCount) ? totalCount : null },
  };
};

const RETRY_BASE_DELAY_MS = 1000;
const RETRY_MAX_DELAY_MS = 30_000;

/** The delay before retry number `attempt` (1-based): 1 s, doubling, capped at 30 s (SPEC section 9). */
export function retryDelay(attempt: number) {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), RETRY_MAX_DELAY_MS);
}

/**
 * Queries retry once; mutations never (a repeated POST could act twice). A 4xx is the client's own mistake
 * and would fail again, so only network errors and 5xx are retried. /api/me opts out with `extraOptions: { maxRetries: 0 }`.
 */
export const baseQueryWithRetry = retry(
  async (args: string | RequestArgs, api, extraOptions) => {
    const result = await jsonBaseQuery(args, api, extraOptions);
    if (result.error) {
      const status = result.error.status;
      if (api.type === 'mutation' || (typeof status === 'number' && status < 500))
        retry.fail(result.error, result.meta);
    }
    return result;
  },
  {
    maxRetries: 1,
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelay(attempt))),
  },
);

/** The server's per-field messages (`{ errors }` of a 400), or an empty object. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = ((error as ApiError | undefined)?.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The server's own words (`{ message }`), or undefined when the answer carried none. A failure on the server's side
 * (5xx) ends with the request's id (`requestId`), which a person can quote to support to find what happened.
 */
export function serverMessage(error: unknown): string | undefined {
  const { status, body } = (error ?? {}) as Partial<ApiError>;
  const { message, requestId } = (body ?? {}) as { message?: unknown; requestId?: unknown };
  if (typeof message !== 'string' || !message) return undefined;
  return Number(status) >= 500 && requestId ? `${message} Reference: ${requestId}` : message;
}
