import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { BLOG_SLUGS } from '../shared/blogSlugs';
import { paths } from '../shared/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/AppLayout';
import { lazyPage, type LazyPage } from './routes/lazyPage';

/**
 * Every route of the app. Each page is its own chunk, loaded when its route is first shown (lazyPage.ts); the
 * layout shows a spinner while the first one loads and keeps the current page on screen while a later one does.
 *
 * A declarative router rather than a data router: no page loads its data through the router (RTK Query does), and the
 * data router's code (loaders, actions, fetchers, its own scroll restoration) is 17 kB gzip of every first visit.
 */
type PageRoute = RouteObject & { handle: { page: LazyPage } };

function page(path: string, load: Parameters<typeof lazyPage>[0]): PageRoute {
  const Page = lazyPage(load);
  return { path, element: <Page />, handle: { page: Page } };
}

const notFound = () => import('./routes/NotFoundPage');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page(paths.home.pattern, () => import('../features/home/pages/HomePage')),
      page(paths.auth.pattern, () => import('../features/auth/pages/AuthPage')),
      page(paths.forgotPassword.pattern, () => import('../features/auth/pages/ForgotPasswordPage')),
      page(paths.resetPassword.pattern, () => import('../features/auth/pages/ResetPasswordPage')),
      page(paths.confirmWorkEmail.pattern, () => import('../features/referrer-program/pages/ConfirmWorkEmailPage')),
      page(paths.referrers.pattern, () => import('../features/referrers/pages/ReferrersPage')),
      page(paths.referrer.pattern, () => import('../features/referrers/pages/ReferrerPage')),
      page(paths.companies.pattern, () => import('../features/companies/pages/CompaniesPage')),
      page(paths.browseJobs.pattern, () => import('../features/jobs/pages/BrowseJobsPage')),
      page(paths.job.pattern, () => import('../features/jobs/pages/JobPage')),
      page(paths.jobPosting.pattern, () => import('../features/jobs/pages/JobPostingPage')),
      page(paths.jobSuccess.pattern, () => import('../features/jobs/pages/JobSuccessPage')),
      page(paths.blog.pattern, () => import('../features/blog/pages/BlogPage')),
      page(paths.blogPost.pattern, () => import('../features/blog/pages/BlogPostPage')),
      // The articles' bare addresses lead to their one address (the server redirects them too).
      ...BLOG_SLUGS.map((slug) => ({ path: `/${slug}`, element: <Navigate to={paths.blogPost.href(slug)} replace /> })),
      page(paths.becomeReferrer.pattern, () => import('../features/referrer-program/pages/BecomeReferrerPage')),
      page(paths.refer.pattern, () => import('../features/referral-request/pages/ReferPage')),
      page(paths.followRequest.pattern, () => import('../features/referral-request/pages/FollowRequestPage')),
      page(paths.feedback.pattern, () => import('../features/survey/pages/FeedbackPage')),
      page(paths.about.pattern, () => import('../features/content/pages/AboutPage')),
      page(paths.pricing.pattern, () => import('../features/content/pages/PricingPage')),
      page(paths.successStories.pattern, () => import('../features/content/pages/SuccessStoriesPage')),
      page(paths.guides.pattern, () => import('../features/content/pages/GuidesPage')),
      page(paths.faq.pattern, () => import('../features/content/pages/FaqPage')),
      page(paths.support.pattern, () => import('../features/content/pages/SupportPage')),
      page(paths.careers.pattern, () => import('../features/content/pages/CareersPage')),
      page(paths.contact.pattern, () => import('../features/content/pages/ContactPage')),
      page(paths.privacy.pattern, () => import('../features/content/pages/PrivacyPage')),
      {
        element: <RequireAuth />,
        children: [
          page(paths.onboarding.pattern, () => import('../features/onboarding/pages/OnboardingPage')),
          // Anonymous visitors sign in (or register, from the same page) and come back.
          page(paths.referrerRegister.pattern, () => import('../features/referrer-program/pages/ReferrerRegisterPage')),
          page(paths.profile.pattern, () => import('../features/profile/pages/ProfilePage')),
          page(paths.referrerProfile.pattern, () => import('../features/referrer-program/pages/ReferrerProfilePage')),
          page(paths.refereeProfile.pattern, () => import('../features/profile/pages/RefereeProfilePage')),
          page(
            paths.referrerDashboard.pattern,
            () => import('../features/referrer-program/pages/ReferrerDashboardPage'),
          ),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [page(paths.adminDashboard.pattern, () => import('../features/admin/pages/AdminDashboardPage'))],
      },
      // SPEC section 2: /debug-reset shows the not-found page.
      page(paths.debugReset.pattern, notFound),
      page('*', notFound),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname`. A prerendered page is hydrated only once it has (main.tsx): React then
 * takes over the page's nodes in one pass, instead of leaving them waiting for their code, where the first change to
 * the store (the session check's answer) would make React throw them away and draw the page again.
 */
export async function loadPageAt(pathname: string) {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route as PageRoute | undefined;
  await leaf?.handle?.page.preload();
}
