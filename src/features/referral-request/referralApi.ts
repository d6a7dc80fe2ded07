import type { RequestTarget } from '../../../machines/requestModal.machine';
import { api } from '../../api/apiSlice';
import type { ReferralRequestFields } from '../../shared/referralRequest';
import type { RequestAction } from '../../shared/requestLifecycle';
import { NOTICE_VERSION_FIELD, REQUEST_NOTICE_VERSION } from '../../shared/requestNotice';
import type { FollowedRequest } from '../../shared/schemas/followedRequest';
import type { DirectReferralResponse, OpenRequestAnswer } from '../../shared/schemas/referralRequests';

/**
 * The request as the endpoint takes it (multipart, for the resume): the checked fields, the target, the version of the
 * notice the modal showed (the one this code renders) and the file.
 */
export function toFormData(fields: ReferralRequestFields, resume: File, target: RequestTarget) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('phone', fields.phone);
  form.append('company', fields.company);
  form.append('experience', String(fields.experience));
  form.append('message', fields.message);
  const jobId = target.jobId ?? fields.jobId ?? null;
  if (jobId !== null) form.append('jobId', String(jobId));
  const jobTitle = fields.jobTitle || target.jobTitle;
  if (jobTitle) form.append('jobTitle', jobTitle);
  if (target.referrerId !== null) form.append('referrerId', String(target.referrerId));
  if (fields.shareToken) form.append('shareToken', fields.shareToken);
  form.append(NOTICE_VERSION_FIELD, REQUEST_NOTICE_VERSION);
  form.append('resume', resume, resume.name);
  return form;
}

export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the resume travels as a file (SPEC section 7). Refreshes the cached request lists. */
    sendDirectReferralRequest: build.mutation<DirectReferralResponse | null, FormData>({
      query: (body) => ({ url: '/api/direct-referral-request', method: 'POST', body }),
      invalidatesTags: [{ type: 'ReferralRequest', id: 'LIST' }],
    }),
    /**
     * The signed-in candidate's open request at a company (one per company), asked as the modal opens; a sent request
     * may be the one, so it is asked again after each.
     */
    openRequestAt: build.query<OpenRequestAnswer, string>({
      query: (company) => ({ url: '/api/open-referral-request', params: { company } }),
      providesTags: [{ type: 'ReferralRequest', id: 'LIST' }],
    }),
    /** The one request a private link opens (src/shared/followRequest.ts), by the link's token. */
    followedRequest: build.query<FollowedRequest, string>({
      query: (token) => ({ url: '/api/followed-request', params: { token } }),
    }),
    /** Its candidate's move through the link (the token in the body, as the proof); the page shows the answer. */
    moveFollowedRequest: build.mutation<FollowedRequest, { token: string; action: RequestAction }>({
      query: (body) => ({ url: '/api/followed-request/moves', method: 'POST', body }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(referralApi.util.upsertQueryData('followedRequest', token, data));
        } catch {
          // Refused: the request is as it was, and whoever made the move shows why.
        }
      },
    }),
  }),
});

export const { useFollowedRequestQuery, useMoveFollowedRequestMutation, useOpenRequestAtQuery } = referralApi;
