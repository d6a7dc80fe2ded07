import type { AccountInput, CandidateProfileInput, PasswordChangeInput } from '../shared/account';
import type { AccountDeletionInput } from '../shared/accountDeletion';
import type { Account, CandidateProfile, SavedAccount, SavedResume } from '../shared/schemas/account';
import { api } from './apiSlice';
import { authApi } from './authApi';

/**
 * The signed-in user's own account: /profile (name, e-mail, preferences, password) and /referee-profile (the
 * candidate profile and the default resume the request form offers to send again).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => '/api/me/account',
      providesTags: ['Account'],
    }),
    saveAccount: build.mutation<SavedAccount, AccountInput>({
      query: (body) => ({ url: '/api/me/account', method: 'PUT', body }),
      // The navbar's avatar menu shows the name and e-mail: the session takes the saved user at once.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) {
          await dispatch(authApi.util.upsertQueryData('getMe', undefined, data.user));
          dispatch(accountApi.util.upsertQueryData('getAccount', undefined, data.account));
        }
      },
    }),
    changePassword: build.mutation<null, PasswordChangeInput>({
      query: (body) => ({ url: '/api/me/password', method: 'POST', body }),
      // Every other session ended with it: the list of sessions on /profile is out of date.
      invalidatesTags: ['Sessions'],
    }),
    getCandidateProfile: build.query<CandidateProfile, void>({
      query: () => '/api/me/candidate-profile',
      providesTags: ['Account'],
    }),
    saveCandidateProfile: build.mutation<CandidateProfile, CandidateProfileInput>({
      query: (body) => ({ url: '/api/me/candidate-profile', method: 'PUT', body }),
      invalidatesTags: ['Account'],
    }),
    uploadResume: build.mutation<SavedResume, File>({
      query: (file) => {
        const body = new FormData();
        body.append('resume', file);
        return { url: '/api/me/resume', method: 'PUT', body };
      },
      invalidatesTags: ['Account'],
    }),
    deleteResume: build.mutation<null, void>({
      query: () => ({ url: '/api/me/resume', method: 'DELETE' }),
      invalidatesTags: ['Account'],
    }),
    deleteAccount: build.mutation<null, AccountDeletionInput>({
      query: (body) => ({ url: '/api/me', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetAccountQuery,
  useSaveAccountMutation,
  useChangePasswordMutation,
  useGetCandidateProfileQuery,
  useSaveCandidateProfileMutation,
  useUploadResumeMutation,
  useDeleteResumeMutation,
  useDeleteAccountMutation,
} = accountApi;

/** The saved resume as a File, to attach to a referral request like one picked from the disk. */
export async function fetchSavedResume(resume: SavedResume): Promise<File> {
  const response = await fetch('/api/me/resume', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return new File([await response.blob()], resume.fileName, { type: resume.mimeType });
}
