import { api } from '../../api/apiSlice';
import type { Submission } from '../../shared/requestLifecycle';
import type { ReferralRequest } from '../../shared/schemas/referralRequests';

/** The day a referrer submitted their candidate in their company's system (PUT /api/referral-requests/{id}/submission). */
export const submissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordSubmission: build.mutation<ReferralRequest, { id: number; submission: Submission }>({
      query: ({ id, submission }) => ({
        url: `/api/referral-requests/${id}/submission`,
        method: 'PUT',
        body: submission,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ReferralRequest', id: 'LIST' },
        { type: 'ReferralRequest', id },
      ],
    }),
  }),
});

export const { useRecordSubmissionMutation } = submissionApi;
