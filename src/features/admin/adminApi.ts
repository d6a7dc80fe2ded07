import type { MatchScores } from '../../shared/schemas/matchReasons';
import type { Assignment, CompanyWebsite, JobRemoval, RoleChange } from '../../shared/admin';
import type {
  AdminCompany,
  AdminJob,
  AdminSurveyResponse,
  AdminUser,
  AssignmentResult,
  AssignmentSuggestion,
  AwaitingAnswerRequest,
  Overview,
  PendingRequest,
  SurveySummary,
} from '../../shared/schemas/admin';
import { api } from '../../api/apiSlice';
import { toListPage, type ListPage } from '../../api/catalogApi';

/**
 * The admin dashboard (src/server/routes/admin.ts). Each change refreshes what it changes: an assignment the queue,
 * the requests awaiting an answer, the overview and the request lists; a role or an account the users list; a removal
 * the moderation list and the catalogue's job lists, so browsing drops the job at once; a website the companies list
 * and the catalogue's company.
 */
export interface AdminListArgs {
  search?: string;
  page?: number;
  limit?: number;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<Overview, void>({
      query: () => '/api/admin/overview',
      providesTags: ['AdminOverview'],
    }),
    adminUsers: build.query<ListPage<AdminUser>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/users', params: { ...args } }),
      transformResponse: (items: AdminUser[], meta) => toListPage(items, meta),
      providesTags: ['AdminUser'],
    }),
    changeUserRole: build.mutation<AdminUser, { id: number } & RoleChange>({
      query: ({ id, role }) => ({ url: `/api/admin/users/${id}/role`, method: 'POST', body: { role } }),
      invalidatesTags: ['AdminUser', 'AdminOverview'],
    }),
    setUserDisabled: build.mutation<AdminUser, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminUser', 'AdminOverview'],
    }),
    deleteUser: build.mutation<null, { id: number }>({
      query: ({ id }) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUser', 'AdminOverview', 'AdminPendingRequest', 'AdminAwaitingAnswer', 'AdminJob'],
    }),
    pendingRequests: build.query<ListPage<PendingRequest>, { page?: number; limit?: number }>({
      query: (args) => ({ url: '/api/admin/referral-requests/pending', params: { ...args } }),
      transformResponse: (items: PendingRequest[], meta) => toListPage(items, meta),
      providesTags: ['AdminPendingRequest'],
    }),
    requestsAwaitingAnswer: build.query<ListPage<AwaitingAnswerRequest>, { page?: number; limit?: number }>({
      query: (args) => ({ url: '/api/admin/referral-requests/awaiting-answer', params: { ...args } }),
      transformResponse: (items: AwaitingAnswerRequest[], meta) => toListPage(items, meta),
      providesTags: ['AdminAwaitingAnswer'],
    }),
    assignmentSuggestions: build.query<AssignmentSuggestion[], number>({
      query: (id) => `/api/admin/referral-requests/${id}/suggestions`,
      // Read when the dialog opens: who is best placed changes with every answer referrers give.
      keepUnusedDataFor: 0,
    }),
    matchScores: build.query<MatchScores, number>({
      query: (id) => `/api/admin/referral-requests/${id}/match-scores`,
      // Read when the dialog opens: the scores change with every answer and every request referrers get.
      keepUnusedDataFor: 0,
    }),
    assignRequest: build.mutation<AssignmentResult, { id: number } & Assignment>({
      query: ({ id, ...assignment }) => ({
        url: `/api/admin/referral-requests/${id}/assignment`,
        method: 'POST',
        body: assignment,
      }),
      invalidatesTags: [
        'AdminPendingRequest',
        'AdminAwaitingAnswer',
        'AdminOverview',
        { type: 'ReferralRequest', id: 'LIST' },
      ],
    }),
    surveySummary: build.query<SurveySummary, void>({
      query: () => '/api/admin/surveys/summary',
      providesTags: ['AdminSurvey'],
    }),
    surveyResponses: build.query<ListPage<AdminSurveyResponse>, { page?: number; limit?: number }>({
      query: (args) => ({ url: '/api/admin/surveys', params: { ...args } }),
      transformResponse: (items: AdminSurveyResponse[], meta) => toListPage(items, meta),
      providesTags: ['AdminSurvey'],
    }),
    adminJobs: build.query<ListPage<AdminJob>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/jobs', params: { ...args } }),
      transformResponse: (items: AdminJob[], meta) => toListPage(items, meta),
      providesTags: ['AdminJob'],
    }),
    removeJob: build.mutation<AdminJob, { id: number } & JobRemoval>({
      query: ({ id, reason }) => ({ url: `/api/admin/jobs/${id}/removal`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => [
        'AdminJob',
        'AdminOverview',
        { type: 'Job', id: 'LIST' },
        { type: 'Job', id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
    adminCompanies: build.query<ListPage<AdminCompany>, AdminListArgs>({
      query: (args) => ({ url: '/api/admin/companies', params: { ...args } }),
      transformResponse: (items: AdminCompany[], meta) => toListPage(items, meta),
      providesTags: ['AdminCompany'],
    }),
    setCompanyWebsite: build.mutation<AdminCompany, { id: number } & CompanyWebsite>({
      query: ({ id, websiteUrl }) => ({
        url: `/api/admin/companies/${id}/website`,
        method: 'PUT',
        body: { websiteUrl },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        'AdminCompany',
        { type: 'Company', id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useAdminOverviewQuery,
  useAdminUsersQuery,
  useChangeUserRoleMutation,
  useSetUserDisabledMutation,
  useDeleteUserMutation,
  usePendingRequestsQuery,
  useRequestsAwaitingAnswerQuery,
  useAssignmentSuggestionsQuery,
  useAssignRequestMutation,
  useSurveySummaryQuery,
  useSurveyResponsesQuery,
  useAdminJobsQuery,
  useRemoveJobMutation,
  useAdminCompaniesQuery,
  useSetCompanyWebsiteMutation,
  useMatchScoresQuery,
} = adminApi;
