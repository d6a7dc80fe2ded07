/**
 * Every route of the app, in one place, so no URL string is typed twice (SPEC section 2).
 * `href` builds a link; `pattern` is what the router matches.
 */
export const paths = {
  home: { pattern: '/', href: () => '/' },
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
  },
  onboarding: { pattern: '/onboarding', href: () => '/onboarding' },
  profile: { pattern: '/profile', href: () => '/profile' },
  referrerProfile: { pattern: '/referrer-profile', href: () => '/referrer-profile' },
  refereeProfile: { pattern: '/referee-profile', href: () => '/referee-profile' },
  referrerDashboard: { pattern: '/referrer-dashboard', href: () => '/referrer-dashboard' },
  referrers: { pattern: '/referrers', href: () => '/referrers' },
  referrer: {
    pattern: '/referrer/:id',
    href: (id: number | string, hash?: 'contact') => `/referrer/${id}${hash ? `#${hash}` : ''}`,
  },
  about: { pattern: '/about', href: () => '/about' },
  pricing: { pattern: '/pricing', href: () => '/pricing' },
  successStories: { pattern: '/success-stories', href: () => '/success-stories' },
  guides: { pattern: '/guides', href: () => '/guides' },
  faq: { pattern: '/faq', href: () => '/faq' },
  support: { pattern: '/support', href: () => '/support' },
  careers: { pattern: '/careers', href: () => '/careers' },
  contact: { pattern: '/contact', href: () => '/contact' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  jobPosting: {
    pattern: '/job-posting',
    /** `edit`: the job the form edits; `#your-jobs`: the list of the poster's jobs, under the form. */
    href: (options: { edit?: number; hash?: 'your-jobs' } = {}) =>
      `/job-posting${options.edit ? `?edit=${options.edit}` : ''}${options.hash ? `#${options.hash}` : ''}`,
  },
  jobSuccess: { pattern: '/job-success/:id', href: (id: number | string) => `/job-success/${id}` },
  companies: { pattern: '/companies', href: () => '/companies' },
  browseJobs: { pattern: '/browse-jobs', href: () => '/browse-jobs' },
  job: { pattern: '/jobs/:id', href: (id: number | string) => `/jobs/${id}` },
  blog: { pattern: '/blog', href: () => '/blog' },
  blogPost: { pattern: '/blog/:slug', href: (slug: string) => `/blog/${slug}` },
  becomeReferrer: { pattern: '/become-referrer', href: () => '/become-referrer' },
  referrerRegister: {
    pattern: '/referrer-register',
    href: (redirect?: string) =>
      redirect ? `/referrer-register?redirect=${encodeURIComponent(redirect)}` : '/referrer-register',
  },
  refer: {
    pattern: '/refer/:referrerId?/:referrerName?',
    href: (referrerId?: number | string, referrerName?: string) =>
      referrerId === undefined
        ? '/refer'
        : `/refer/${referrerId}${referrerName ? `/${encodeURIComponent(referrerName)}` : ''}`,
  },
  forgotPassword: { pattern: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  confirmWorkEmail: { pattern: '/confirm-work-email', href: () => '/confirm-work-email' },
  /** The private link of a request sent signed out (src/shared/followRequest.ts); its token goes in the query. */
  followRequest: {
    pattern: '/follow-request',
    href: (token?: string) =>
      token ? `/follow-request?${new URLSearchParams({ token }).toString()}` : '/follow-request',
  },
  feedback: { pattern: '/feedback', href: () => '/feedback' },
  debugReset: { pattern: '/debug-reset', href: () => '/debug-reset' },
  adminDashboard: { pattern: '/admin-dashboard', href: () => '/admin-dashboard' },
} as const;

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
