import type { TwoStepEnrolment, TwoStepRecoveryCodes, TwoStepStatus } from '../shared/schemas/twoStep';
import type { TwoStepCodeInput, TwoStepPasswordInput } from '../shared/twoStep';
import { api } from './apiSlice';

/**
 * Two-step sign-in's settings: where the account stands, enrolling (password, then the app's first code, which
 * answers the recovery codes once) and turning it off. Loaded by /profile and the admin dashboard only; the sign-in's
 * second step goes through `login` (authApi.ts).
 */
export const twoStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoStep: build.query<TwoStepStatus, void>({
      query: () => '/api/me/two-step',
      providesTags: ['Account'],
    }),
    startTwoStepEnrolment: build.mutation<TwoStepEnrolment, TwoStepPasswordInput>({
      query: (body) => ({ url: '/api/me/two-step/enrolment', method: 'POST', body }),
    }),
    confirmTwoStepEnrolment: build.mutation<TwoStepRecoveryCodes, TwoStepCodeInput>({
      query: (body) => ({ url: '/api/me/two-step/confirmation', method: 'POST', body }),
      // The admin API answers once two-step sign-in is on: the dashboard asks again.
      invalidatesTags: (result) => (result ? ['Account', 'AdminOverview'] : []),
    }),
    turnOffTwoStep: build.mutation<null, TwoStepPasswordInput>({
      query: (body) => ({ url: '/api/me/two-step', method: 'DELETE', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Account', 'AdminOverview']),
    }),
  }),
});

export const {
  useGetTwoStepQuery,
  useStartTwoStepEnrolmentMutation,
  useConfirmTwoStepEnrolmentMutation,
  useTurnOffTwoStepMutation,
} = twoStepApi;
