import type { ShareLinkTarget } from '../shared/schemas/shareLinks';
import { api } from './apiSlice';

/**
 * Whose a share link is (GET /api/share-links/:token), asked only by code that loads when a page was opened through
 * one (`?ref=`): the referrer page and the request modal, to tell a visitor of a full referrer's own link that their
 * request will be matched with someone else rather than refused. A forged or unknown token answers 404: no link.
 */
export const shareLinkTargetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLinkTarget: build.query<ShareLinkTarget, string>({
      query: (token) => ({ url: `/api/share-links/${encodeURIComponent(token)}` }),
    }),
  }),
});

export const { useGetShareLinkTargetQuery } = shareLinkTargetApi;
