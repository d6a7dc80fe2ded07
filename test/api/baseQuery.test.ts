import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseQueryWithRetry, jsonBaseQuery, retryDelay, serverMessage } from '../../src/api/baseQuery';
import { json } from '../utils';

const apiContext = (type: 'query' | 'mutation' = 'query') =>
  ({
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: () => {},
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type,
  }) as unknown as Parameters<typeof jsonBaseQuery>[1];

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('jsonBaseQuery', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    const fetchMock = stubFetch(() => json(200, { ok: true }));
    const result = await jsonBaseQuery(
      { url: '/api/login', method: 'POST', body: { email: 'a@b.c' } },
      apiContext(),
      {},
    );
    expect(result).toEqual({ data: { ok: true }, meta: { totalCount: null } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("reads a list's full length from X-Total-Count, and the query from params, leaving empty ones out", async () => {
    const fetchMock = stubFetch(() => json(200, [{ id: 1 }], { 'X-Total-Count': '57' }));
    const result = await jsonBaseQuery(
      { url: '/api/referrers', params: { search: 'data eng', company: '', page: 2, specialty: undefined } },
      apiContext(),
      {},
    );
    expect(result).toEqual({ data: [{ id: 1 }], meta: { totalCount: 57 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/referrers?search=data+eng&page=2');
  });

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const fetchMock = stubFetch(() => json(201, { id: 1 }));
    const form = new FormData();
    form.append('name', 'Ada');
    await jsonBaseQuery({ url: '/api/upload', method: 'POST', body: form }, apiContext(), {});
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('turns a non-OK answer into "STATUS: body text" and keeps the parsed body', async () => {
    stubFetch(() => json(409, { message: 'Taken' }));
    const result = await jsonBaseQuery('/api/register', apiContext(), {});
    expect(result.error).toEqual({ status: 409, message: '409: {"message":"Taken"}', body: { message: 'Taken' } });
    expect(serverMessage(result.error)).toBe('Taken');
  });

  it("gives a failure on the server's side with the request's id, for a person to quote to support", async () => {
    const requestId = '6f1c2a8e-4b0d-4c1e-9a57-0d3b8e2f7a61';
    stubFetch(() => json(500, { message: 'Something went wrong on our side. Please try again.', requestId }));
    const failed = await jsonBaseQuery('/api/jobs', apiContext(), {});
    expect(serverMessage(failed.error)).toBe(
      `Something went wrong on our side. Please try again. Reference: ${requestId}`,
    );
    // A refusal is the person's to mend, not support's: its words stay as they are.
    stubFetch(() => json(409, { message: 'Taken', requestId }));
    expect(serverMessage((await jsonBaseQuery('/api/register', apiContext(), {})).error)).toBe('Taken');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const result = await jsonBaseQuery('/api/jobs', apiContext(), {});
    expect(result.error?.message).toBe('503: Service Unavailable');
    expect(serverMessage(result.error)).toBeUndefined();
  });

  it('answers null on 401 when asked, and fails otherwise', async () => {
    stubFetch(() => json(401, { message: 'Not signed in' }));
    expect(await jsonBaseQuery({ url: '/api/me', on401: 'returnNull' }, apiContext(), {})).toEqual({ data: null });
    const thrown = await jsonBaseQuery({ url: '/api/me' }, apiContext(), {});
    expect(thrown.error?.message).toBe('401: {"message":"Not signed in"}');
  });

  it('reports a network failure as an error a person can act on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const result = await jsonBaseQuery('/api/jobs', apiContext(), {});
    expect(result.error).toEqual({
      status: 'NETWORK_ERROR',
      message: 'Network error: the server could not be reached. Check your connection and try again.',
    });
  });
});

describe('retries', () => {
  it('waits 1 s, doubling, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  function testApi() {
    const api = createApi({
      baseQuery: baseQueryWithRetry,
      endpoints: (build) => ({
        jobs: build.query<unknown, void>({ query: () => '/api/jobs' }),
        me: build.query<unknown, void>({ query: () => '/api/me', extraOptions: { maxRetries: 0 } }),
        save: build.mutation<unknown, void>({ query: () => ({ url: '/api/save', method: 'POST', body: {} }) }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (m) => m().concat(api.middleware),
    });
    return { api, store };
  }

  it('retries a failed query once, after 1 s', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => json(500, { message: 'boom' }));
    const { api, store } = testApi();
    const pending = store.dispatch(api.endpoints.jobs.initiate());
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never retries a mutation, /api/me, or a 4xx', async () => {
    const fetchMock = stubFetch(() => json(500, { message: 'boom' }));
    const { api, store } = testApi();
    await store.dispatch(api.endpoints.save.initiate());
    await store.dispatch(api.endpoints.me.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementation(async () => json(404, { message: 'missing' }));
    await store.dispatch(api.endpoints.jobs.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
