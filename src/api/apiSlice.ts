import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithRetry } from './baseQuery';

/** SPEC section 9: data is fresh for 5 minutes and kept for an hour; no polling, no refetch on focus. */
export const FRESH_FOR_SECONDS = 5 * 60;
export const CACHED_FOR_SECONDS = 60 * 60;

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
  ],
  keepUnusedDataFor: CACHED_FOR_SECONDS,
  refetchOnMountOrArgChange: FRESH_FOR_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
