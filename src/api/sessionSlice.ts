import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { User } from '../shared/types';
import { authApi } from './authApi';

/**
 * 'loading' until the first answer of /api/me (guards show a spinner meanwhile); 'unavailable' when the
 * server could not say (a 5xx or no network): that is not the same as being signed out.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'unavailable';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
}

const initialState: SessionState = { user: null, status: 'loading' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(
          authApi.endpoints.getMe.matchFulfilled,
          authApi.endpoints.login.matchFulfilled,
          authApi.endpoints.register.matchFulfilled,
        ),
        (state, action) => {
          state.user = action.payload;
          state.status = action.payload ? 'authenticated' : 'anonymous';
        },
      )
      .addMatcher(authApi.endpoints.getMe.matchRejected, (state, action) => {
        // An aborted or deduplicated request says nothing about the session.
        if (action.meta.condition || action.error.name === 'AbortError') return;
        // A 401 arrives as a fulfilled null; a failure means the server could not tell. The user stays as
        // known (if a re-check fails, a signed-in user is not thrown out).
        if (!state.user) state.status = 'unavailable';
      })
      .addMatcher(authApi.endpoints.logout.matchFulfilled, (state) => {
        state.user = null;
        state.status = 'anonymous';
      });
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsAdmin: (state) => state.user?.role === 'admin',
    /** Referrers and admins post jobs (SPEC section 6). */
    selectCanPostJobs: (state) => state.user?.isReferrer === true || state.user?.role === 'admin',
    /** Signed-in non-admins who have not finished onboarding are sent there from any page (SPEC section 2). */
    selectMustOnboard: (state) => state.user !== null && state.user.role !== 'admin' && !state.user.onboardingCompleted,
  },
});

export const { selectCurrentUser, selectSessionStatus, selectIsAdmin, selectCanPostJobs, selectMustOnboard } =
  sessionSlice.selectors;
