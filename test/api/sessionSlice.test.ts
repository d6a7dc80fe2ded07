import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../src/api/authApi';
import { candidate, json, makeTestStore, mockApi } from '../utils';

describe('session slice', () => {
  it('starts loading, then holds the user from /api/me', async () => {
    mockApi(candidate);
    const store = makeTestStore();
    expect(store.getState().session).toEqual({ user: null, status: 'loading' });
    await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(store.getState().session).toEqual({ user: candidate, status: 'authenticated' });
  });

  it('is anonymous when /api/me answers 401, without an error', async () => {
    const fetchMock = mockApi(null);
    const store = makeTestStore();
    const result = await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
    expect(store.getState().session).toEqual({ user: null, status: 'anonymous' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is unavailable, not signed out, when /api/me fails, and never retries it', async () => {
    const fetchMock = mockApi(null, { 'GET /api/me': () => json(500, { message: 'down' }) });
    const store = makeTestStore();
    await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(store.getState().session).toEqual({ user: null, status: 'unavailable' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the user on login and register, and clears it on logout with the stored id', async () => {
    mockApi(null, {
      'POST /api/login': () => json(200, candidate),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const store = makeTestStore();
    await store.dispatch(authApi.endpoints.login.initiate({ email: candidate.email, password: 'pw' }));
    expect(store.getState().session).toEqual({ user: candidate, status: 'authenticated' });
    expect(localStorage.getItem('userId')).toBe(String(candidate.id));
    await vi.waitFor(() => expect(authApi.endpoints.getMe.select()(store.getState()).data).toEqual(candidate));

    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().session).toEqual({ user: null, status: 'anonymous' });
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
