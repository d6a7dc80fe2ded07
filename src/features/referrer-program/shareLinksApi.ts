import { api } from '../../api/apiSlice';
import type { ShareTarget } from '../../shared/schemas/shareLinks';

/** The referrer's share links (src/server/routes/shareLinks.ts): what they can share, and what each link brought. */
export const shareLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listShareTargets: build.query<ShareTarget[], void>({
      query: () => ({ url: '/api/me/share-links' }),
    }),
    /** Makes (or finds) the link to the profile (jobId null) or a job; the list shows it at once. */
    makeShareLink: build.mutation<ShareTarget, { jobId: number | null }>({
      query: (body) => ({ url: '/api/me/share-links', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          shareLinksApi.util.updateQueryData('listShareTargets', undefined, (targets) => {
            const index = targets.findIndex((target) => target.jobId === data.jobId);
            if (index >= 0) targets[index] = data;
          }),
        );
      },
    }),
  }),
});

export const { useListShareTargetsQuery, useMakeShareLinkMutation } = shareLinksApi;
