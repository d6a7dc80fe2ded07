import { BLOG_SLUGS } from './blogSlugs.js';

/**
 * The route table: every page of the app, declared once (SPEC section 2). The router (src/app/router.tsx), the build
 * (prerendering, the JavaScript budget) and the server (which page a URL is, its status, its head, what it may read
 * to draw a page with data) all read it; `href` builds a link, so no URL string is typed twice.
 *
 * A page's fields, all data (this file is in every first visit, so it stays small and imports nothing but slugs):
 * - `pattern`: what React Router matches (the server matches with it too, src/rendering/pageRoutes.ts);
 * - `page`: its module under src/ (one lazy chunk a page);
 * - `guard`: who may see it, 'anyone' when absent; the browser guards, the server sends every known page (200);
 * - `html`: 'prerendered' (its HTML written at build time), 'renderedWithData' (prerendered, and rendered per request
 *   with its data from `reads`, the catalogue reads it makes); the app shell when absent;
 * - `queryVariants`: queries whose prerendered page differs, each prerendered apart;
 * - `addresses`: a page that exists at these paths only (each prerendered whole); another match is not found;
 * - `itemRead`: the catalogue read that says whether the page's item exists (404 when it answers that it does not);
 * - `budget`: held to the first-visit JavaScript budget (src/build/routeBudget.ts);
 * - `head`: how its head is written for link previews (src/server/pageHeads.ts); the app's own when absent.
 * A page whose module is NOT_FOUND_PAGE answers 404.
 */
export type Guard = 'anyone' | 'signedIn' | 'admin';

export interface PageRoute {
  pattern: string;
  page: string;
  guard?: Guard;
  html?: 'prerendered' | 'renderedWithData';
  reads?: readonly string[];
  queryVariants?: readonly string[];
  addresses?: readonly string[];
  itemRead?: string;
  budget?: boolean;
  head?: 'article' | 'profile' | 'private';
}

export const NOT_FOUND_PAGE = 'app/routes/NotFoundPage';

export const paths = {
  home: {
    pattern: '/',
    href: () => '/',
    page: 'features/home/pages/HomePage',
    html: 'prerendered',
    budget: true,
  },
  pricingAnchor: { href: () => '/#pricing' },
  auth: {
    pattern: '/auth',
    href: (options: { tab?: 'register'; redirect?: string } = {}) => {
      const query = new URLSearchParams();
      if (options.tab) query.set('tab', options.tab);
      if (options.redirect) query.set('redirect', options.redirect);
      const search = query.toString();
      return search ? `/auth?${search}` : '/auth';
    },
    page: 'features/auth/pages/AuthPage',
    html: 'prerendered',
    queryVariants: ['tab=register'],
    budget: true,
  },
  onboarding: {
    pattern: '/onboarding',
    href: () => '/onboarding',
    page: 'features/onboarding/pages/OnboardingPage',
    guard: 'signedIn',
  },
  profile: {
    pattern: '/profile',
    href: () => '/profile',
    page: 'features/profile/pages/ProfilePage',
    guard: 'signedIn',
  },
  referrerProfile: {
    pattern: '/referrer-profile',
    href: () => '/referrer-profile',
    page: 'features/referrer-program/pages/ReferrerProfilePage',
    guard: 'signedIn',
  },
  refereeProfile: {
    pattern: '/referee-profile',
    href: () => '/referee-profile',
    page: 'features/profile/pages/RefereeProfilePage',
    guard: 'signedIn',
  },
  referrerDashboard: {
    pattern: '/referrer-dashboard',
    href: () => '/referrer-dashboard',
    page: 'features/referrer-program/pages/ReferrerDashboardPage',
    guard: 'signedIn',
  },
  referrers: {
    pattern: '/referrers',
    href: () => '/referrers',
    page: 'features/referrers/pages/ReferrersPage',
    html: 'renderedWithData',
    reads: ['/api/companies', '/api/referrers'],
    budget: true,
  },
  referrer: {
    pattern: '/referrer/:id',
    href: (id: number | string, hash?: 'contact') => `/referrer/${id}${hash ? `#${hash}` : ''}`,
    page: 'features/referrers/pages/ReferrerPage',
    html: 'renderedWithData',
    reads: ['/api/referrer/:id', '/api/company/:id', '/api/jobs/company/:companyName'],
    itemRead: '/api/referrer/:id',
    budget: true,
    head: 'profile',
  },
  about: {
    pattern: '/about',
    href: () => '/about',
    page: 'features/content/pages/AboutPage',
    html: 'prerendered',
  },
  pricing: {
    pattern: '/pricing',
    href: () => '/pricing',
    page: 'features/content/pages/PricingPage',
    html: 'prerendered',
  },
  successStories: {
    pattern: '/success-stories',
    href: () => '/success-stories',
    page: 'features/content/pages/SuccessStoriesPage',
    html: 'prerendered',
  },
  guides: {
    pattern: '/guides',
    href: () => '/guides',
    page: 'features/content/pages/GuidesPage',
    html: 'prerendered',
  },
  faq: { pattern: '/faq', href: () => '/faq', page: 'features/content/pages/FaqPage', html: 'prerendered' },
  support: {
    pattern: '/support',
    href: () => '/support',
    page: 'features/content/pages/SupportPage',
    html: 'prerendered',
  },
  careers: {
    pattern: '/careers',
    href: () => '/careers',
    page: 'features/content/pages/CareersPage',
    html: 'prerendered',
  },
  contact: {
    pattern: '/contact',
    href: () => '/contact',
    page: 'features/content/pages/ContactPage',
    html: 'prerendered',
  },
  privacy: {
    pattern: '/privacy',
    href: () => '/privacy',
    page: 'features/content/pages/PrivacyPage',
    html: 'prerendered',
  },
  jobPosting: {
    pattern: '/job-posting',
    /** `edit`: the job the form edits; `#your-jobs`: the list of the poster's jobs, under the form. */
    href: (options: { edit?: number; hash?: 'your-jobs' } = {}) =>
      `/job-posting${options.edit ? `?edit=${options.edit}` : ''}${options.hash ? `#${options.hash}` : ''}`,
    page: 'features/jobs/pages/JobPostingPage',
  },
  jobSuccess: {
    pattern: '/job-success/:id',
    href: (id: number | string) => `/job-success/${id}`,
    page: 'features/jobs/pages/JobSuccessPage',
  },
  companies: {
    pattern: '/companies',
    href: () => '/companies',
    page: 'features/companies/pages/CompaniesPage',
    html: 'renderedWithData',
    reads: ['/api/companies'],
    budget: true,
  },
  browseJobs: {
    pattern: '/browse-jobs',
    href: () => '/browse-jobs',
    page: 'features/jobs/pages/BrowseJobsPage',
    html: 'renderedWithData',
    reads: ['/api/companies', '/api/jobs', '/api/jobs/company/:companyName'],
    budget: true,
  },
  job: {
    pattern: '/jobs/:id',
    href: (id: number | string) => `/jobs/${id}`,
    page: 'features/jobs/pages/JobPage',
    html: 'renderedWithData',
    reads: ['/api/jobs/:id', '/api/company/:id', '/api/referrers'],
    itemRead: '/api/jobs/:id',
    budget: true,
  },
  blog: {
    pattern: '/blog',
    href: () => '/blog',
    page: 'features/blog/pages/BlogPage',
    html: 'prerendered',
    budget: true,
  },
  blogPost: {
    pattern: '/blog/:slug',
    href: (slug: string) => `/blog/${slug}`,
    page: 'features/blog/pages/BlogPostPage',
    html: 'prerendered',
    addresses: BLOG_SLUGS.map((slug) => `/blog/${slug}`),
    budget: true,
    head: 'article',
  },
  becomeReferrer: {
    pattern: '/become-referrer',
    href: () => '/become-referrer',
    page: 'features/referrer-program/pages/BecomeReferrerPage',
  },
  referrerRegister: {
    pattern: '/referrer-register',
    href: (redirect?: string) =>
      redirect ? `/referrer-register?redirect=${encodeURIComponent(redirect)}` : '/referrer-register',
    // Anonymous visitors sign in (or register, from the same page) and come back.
    page: 'features/referrer-program/pages/ReferrerRegisterPage',
    guard: 'signedIn',
  },
  refer: {
    pattern: '/refer/:referrerId?/:referrerName?',
    href: (referrerId?: number | string, referrerName?: string) =>
      referrerId === undefined
        ? '/refer'
        : `/refer/${referrerId}${referrerName ? `/${encodeURIComponent(referrerName)}` : ''}`,
    page: 'features/referral-request/pages/ReferPage',
  },
  forgotPassword: {
    pattern: '/forgot-password',
    href: () => '/forgot-password',
    page: 'features/auth/pages/ForgotPasswordPage',
  },
  resetPassword: {
    pattern: '/reset-password',
    href: () => '/reset-password',
    page: 'features/auth/pages/ResetPasswordPage',
  },
  confirmWorkEmail: {
    pattern: '/confirm-work-email',
    href: () => '/confirm-work-email',
    page: 'features/referrer-program/pages/ConfirmWorkEmailPage',
  },
  /** The private link of a request sent signed out (src/shared/followRequest.ts); its token goes in the query. */
  followRequest: {
    pattern: '/follow-request',
    href: (token?: string) =>
      token ? `/follow-request?${new URLSearchParams({ token }).toString()}` : '/follow-request',
    page: 'features/referral-request/pages/FollowRequestPage',
    head: 'private',
  },
  feedback: { pattern: '/feedback', href: () => '/feedback', page: 'features/survey/pages/FeedbackPage' },
  // SPEC section 2: /debug-reset shows the not-found page.
  debugReset: { pattern: '/debug-reset', href: () => '/debug-reset', page: NOT_FOUND_PAGE, html: 'prerendered' },
  adminDashboard: {
    pattern: '/admin-dashboard',
    href: () => '/admin-dashboard',
    page: 'features/admin/pages/AdminDashboardPage',
    guard: 'admin',
  },
  notFound: { pattern: '*', page: NOT_FOUND_PAGE, html: 'prerendered' },
} as const satisfies Record<string, Partial<PageRoute> & { href?: (...args: never[]) => string }>;

export type RouteName = keyof typeof paths;

function pagesOf(table: typeof paths) {
  return Object.entries(table).flatMap(([name, route]) =>
    'page' in route ? [{ ...(route as PageRoute), name: name as RouteName }] : [],
  );
}

/** The table's pages, each with its name (pure: the browser, which does not read it, leaves it out). */
export const pageRoutes: ReadonlyArray<PageRoute & { name: RouteName }> = /* @__PURE__ */ pagesOf(paths);

/** Anonymous "Post a Job": register first, then referrer registration, then the job form. */
export const anonymousPostJobHref = paths.auth.href({
  tab: 'register',
  redirect: paths.referrerRegister.href(paths.jobPosting.href()),
});

export const anonymousRegisterReferrerHref = paths.auth.href({
  tab: 'register',
  redirect: paths.referrerRegister.href(),
});

export const becomeReferrerAndPostHref = paths.referrerRegister.href(paths.jobPosting.href());
