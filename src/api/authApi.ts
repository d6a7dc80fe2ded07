import { api } from './apiSlice';
import type { LoginInput, RegisterInput } from '../shared/auth';
import type { TwoStepCodeInput } from '../shared/twoStep';
import type { ForgotPasswordInput, ResetPasswordInput } from '../shared/passwordRecovery';
import type { ForgotPasswordAnswer, PasswordRecoveryAnswer } from '../shared/schemas/passwordRecovery';
import type { User } from '../shared/types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when there is no session. Never retried (SPEC section 7). */
    getMe: build.query<User | null, void>({
      query: () => ({ url: '/api/me', on401: 'returnNull' }),
      extraOptions: { maxRetries: 0 },
      providesTags: ['CurrentUser'],
    }),
    /** Signing in: the password, then (when two-step sign-in is on, which the first answer says) the code. */
    login: build.mutation<User, LoginInput | TwoStepCodeInput>({
      query: (body) => ({ url: `/api/login${'code' in body ? '/code' : ''}`, method: 'POST', body }),
    }),
    register: build.mutation<User, Omit<RegisterInput, 'isReferrer'>>({
      // A new account is never a referrer (SPEC section 6); the server enforces it too.
      query: (body) => ({ url: '/api/register', method: 'POST', body: { ...body, isReferrer: false } }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
    }),
    /** The same answer whether or not an account uses the address. */
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordInput>({
      query: (body) => ({ url: '/api/forgot-password', method: 'POST', body }),
    }),
    /** A reset ends every session of the account, this tab's included: the session is checked again. */
    resetPassword: build.mutation<PasswordRecoveryAnswer, ResetPasswordInput>({
      query: (body) => ({ url: '/api/reset-password', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['CurrentUser'] : []),
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
