import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQueryWithRetry } from './baseQuery';

/** SPEC section 9: data is fresh for 5 minutes and kept for an hour; no polling, no refetch on focus. */
export const FRESH_FOR_SECONDS = 5 * 60;
export const CACHED_FOR_SECONDS = 60 * 60;

/**
 * The answers a page was rendered with on the server (src/rendering/pageRenderer.ts), handed to the browser's store
 * before React hydrates the page (src/rendering/startInBrowser.tsx), so its first render shows what the HTML shows.
 * Holds the api slice's state as the server left it: answered queries only, with the tags they provide.
 */
export const pageDataArrived = createAction<Record<string, unknown>>('page/dataArrived');

/**
 * RTK Query's own createApi, but on the server (Vite's SSR build, src/rendering/renderApp.tsx) a query hook asks for
 * its data while the page renders rather than in an effect, which a server render never runs: the server renders,
 * waits for what was asked, and renders again until nothing more is (RTK Query's documented way to render on the
 * server).
 * `import.meta.env.SSR` is a build-time constant: the browser's bundle is the plain createApi.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

/** The one RTK Query slice. Features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRetry,
  tagTypes: [
    'CurrentUser',
    'Referrer',
    'Company',
    'Job',
    'ReferralRequest',
    'OwnReferrerProfile',
    'OwnJobs',
    'Account',
    'AdminOverview',
    'AdminUser',
    'AdminPendingRequest',
    'AdminAwaitingAnswer',
    'AdminCompany',
    'AdminSurvey',
    'AdminJob',
    'Notifications',
    'Sessions',
  ],
  keepUnusedDataFor: CACHED_FOR_SECONDS,
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
  // The slice's state as the server's store held it, which RTK Query reads back as its own.
  extractRehydrationInfo: (action, { reducerPath }) =>
    pageDataArrived.match(action) ? (action.payload[reducerPath] as never) : undefined,
});
