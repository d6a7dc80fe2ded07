import { api } from '../../api/apiSlice';
import type { DirectReferralResponse } from '../../shared/schemas/referralRequests';

export const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart: the resume travels as a file (SPEC section 7). Refreshes the cached request lists. */
    sendDirectReferralRequest: build.mutation<DirectReferralResponse | null, FormData>({
      query: (body) => ({ url: '/api/direct-referral-request', method: 'POST', body }),
      invalidatesTags: [{ type: 'ReferralRequest', id: 'LIST' }],
    }),
  }),
});
