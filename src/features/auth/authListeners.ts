import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { api } from '../../api/apiSlice';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { trackLogin, trackRegistration, USER_ID_KEY } from '../../lib/analytics';
import { PRODUCT_NAME } from '../../shared/product';
import { authApi } from '../../api/authApi';

/** SPEC section 7: after sign-in the session is checked once more, 1 second later. */
export const SESSION_RECHECK_DELAY_MS = 1000;

export const authToasts = {
  loginSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  // A refused sign-in or registration shows on its form only (AuthPage): the server's words, else these (SPEC section 8).
  loginFailureFallback: 'Unable to sign in. Please try again.',
  registerSuccess: { title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your account has been created successfully.' },
  registerFailureFallback: 'Unable to create your account. Please try again.',
  logoutSuccess: { title: 'Logged out successfully', description: 'You have been logged out of your account.' },
  logoutFailure: { title: 'Error logging out', description: 'There was a problem logging out. Please try again.' },
} as const;

/** The part of the store these listeners read: the api slice. */
type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };
export type AuthStartListening = TypedStartListening<ApiState, ThunkDispatch<ApiState, unknown, UnknownAction>>;

/** The side effects of signing in and out: toasts, analytics, the stored user id, the cached user. */
export function addAuthListeners(startListening: AuthStartListening) {
  startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: async (action, listenerApi) => {
      const user = action.payload;
      listenerApi.dispatch(authApi.util.upsertQueryData('getMe', undefined, user));
      localStorage.setItem(USER_ID_KEY, String(user.id));
      trackLogin();
      listenerApi.dispatch(toastAdded(authToasts.loginSuccess));
      await listenerApi.delay(SESSION_RECHECK_DELAY_MS);
      listenerApi.dispatch(authApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
    },
  });

  startListening({
    matcher: authApi.endpoints.register.matchFulfilled,
    effect: (action, listenerApi) => {
      listenerApi.dispatch(authApi.util.upsertQueryData('getMe', undefined, action.payload));
      localStorage.setItem(USER_ID_KEY, String(action.payload.id));
      trackRegistration();
      listenerApi.dispatch(toastAdded(authToasts.registerSuccess));
    },
  });

  startListening({
    matcher: authApi.endpoints.logout.matchFulfilled,
    effect: (_action, listenerApi) => {
      localStorage.removeItem(USER_ID_KEY);
      // Nothing the previous user could see may outlive their session in this tab.
      listenerApi.dispatch(authApi.util.resetApiState());
      listenerApi.dispatch(authApi.util.upsertQueryData('getMe', undefined, null));
      listenerApi.dispatch(toastAdded(authToasts.logoutSuccess));
    },
  });

  startListening({
    matcher: authApi.endpoints.logout.matchRejected,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(toastAdded({ variant: 'destructive', ...authToasts.logoutFailure }));
    },
  });
}
