import type { ReferrerProfileInput, WeeklyCapInput } from '../shared/referrerProfile';
import type { OwnReferrerProfile, SavedReferrerProfile } from '../shared/schemas/referrerProfile';
import type { WorkEmailAnswer } from '../shared/schemas/workEmail';
import type { WorkEmailInput } from '../shared/workEmail';
import { api } from './apiSlice';
import { authApi } from './authApi';

/**
 * The signed-in user's own referrer profile: becoming a referrer and editing the card candidates see. Saving puts the
 * answer's user in the session at once, so the navbar and the avatar menu show the referrer's links without a reload.
 */
export const referrerProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnReferrerProfile: build.query<OwnReferrerProfile | null, void>({
      // 404 means "not a referrer yet": an answer, not a failure.
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery('/api/me/referrer-profile');
        if (result.error?.status === 404) return { data: null };
        return result.error ? { error: result.error } : { data: result.data as OwnReferrerProfile };
      },
      providesTags: ['OwnReferrerProfile'],
    }),
    saveReferrerProfile: build.mutation<SavedReferrerProfile, ReferrerProfileInput>({
      query: (body) => ({ url: '/api/me/referrer-profile', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(authApi.util.upsertQueryData('getMe', undefined, data.user));
      },
      invalidatesTags: (result) => [
        'OwnReferrerProfile',
        { type: 'Referrer', id: 'LIST' },
        { type: 'Company', id: 'LIST' },
        ...(result ? [{ type: 'Referrer' as const, id: result.referrer.id }] : []),
      ],
    }),
    /** How many requests a week the referrer takes on; past it, their card says they are not taking requests. */
    saveWeeklyCap: build.mutation<OwnReferrerProfile, WeeklyCapInput>({
      query: (body) => ({ url: '/api/me/weekly-cap', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(referrerProfileApi.util.upsertQueryData('getOwnReferrerProfile', undefined, data));
      },
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Referrer', id: 'LIST' },
              { type: 'Referrer', id: result.id },
            ]
          : [],
    }),
    /** Mails a one-time link to the referrer's work e-mail (src/shared/workEmail.ts). */
    requestWorkEmailLink: build.mutation<WorkEmailAnswer, WorkEmailInput>({
      query: (body) => ({ url: '/api/me/work-email', method: 'POST', body }),
    }),
    /** The link's page: confirms the work e-mail, and the referrer's card and pages show the Verified badge. */
    confirmWorkEmail: build.mutation<WorkEmailAnswer, { token: string }>({
      query: (body) => ({ url: '/api/work-email/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['OwnReferrerProfile', 'Referrer'] : []),
    }),
  }),
});

export const {
  useGetOwnReferrerProfileQuery,
  useSaveReferrerProfileMutation,
  useSaveWeeklyCapMutation,
  useRequestWorkEmailLinkMutation,
  useConfirmWorkEmailMutation,
} = referrerProfileApi;
