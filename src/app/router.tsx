import type { ComponentType } from 'react';
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
type PageRoute = RouteObject & { handle: { page: LazyPage; module: string } };

/**
 * Every page module by its path from the project's root, each loaded on first use. A route names its page by that
 * path, which the build also reads: a prerendered page asks for its own code along with the app's (loadPageAt).
 */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/pages/*Page.tsx',
  '/src/app/routes/NotFoundPage.tsx',
]);

function page(path: string, module: string): PageRoute {
  const load = pageModules[module];
  if (!load) throw new Error(`The route ${path} names ${module}, which is no page module`);
  const Page = lazyPage(load);
  return { path, element: <Page />, handle: { page: Page, module } };
}

const notFound = '/src/app/routes/NotFoundPage.tsx';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page(paths.home.pattern, '/src/features/home/pages/HomePage.tsx'),
      page(paths.auth.pattern, '/src/features/auth/pages/AuthPage.tsx'),
      page(paths.forgotPassword.pattern, '/src/features/auth/pages/ForgotPasswordPage.tsx'),
      page(paths.resetPassword.pattern, '/src/features/auth/pages/ResetPasswordPage.tsx'),
      page(paths.confirmWorkEmail.pattern, '/src/features/referrer-program/pages/ConfirmWorkEmailPage.tsx'),
      page(paths.referrers.pattern, '/src/features/referrers/pages/ReferrersPage.tsx'),
      page(paths.referrer.pattern, '/src/features/referrers/pages/ReferrerPage.tsx'),
      page(paths.companies.pattern, '/src/features/companies/pages/CompaniesPage.tsx'),
      page(paths.browseJobs.pattern, '/src/features/jobs/pages/BrowseJobsPage.tsx'),
      page(paths.job.pattern, '/src/features/jobs/pages/JobPage.tsx'),
      page(paths.jobPosting.pattern, '/src/features/jobs/pages/JobPostingPage.tsx'),
      page(paths.jobSuccess.pattern, '/src/features/jobs/pages/JobSuccessPage.tsx'),
      page(paths.blog.pattern, '/src/features/blog/pages/BlogPage.tsx'),
      page(paths.blogPost.pattern, '/src/features/blog/pages/BlogPostPage.tsx'),
      // The articles' bare addresses lead to their one address (the server redirects them too).
      ...BLOG_SLUGS.map((slug) => ({ path: `/${slug}`, element: <Navigate to={paths.blogPost.href(slug)} replace /> })),
      page(paths.becomeReferrer.pattern, '/src/features/referrer-program/pages/BecomeReferrerPage.tsx'),
      page(paths.refer.pattern, '/src/features/referral-request/pages/ReferPage.tsx'),
      page(paths.feedback.pattern, '/src/features/survey/pages/FeedbackPage.tsx'),
      page(paths.about.pattern, '/src/features/content/pages/AboutPage.tsx'),
      page(paths.pricing.pattern, '/src/features/content/pages/PricingPage.tsx'),
      page(paths.successStories.pattern, '/src/features/content/pages/SuccessStoriesPage.tsx'),
      page(paths.guides.pattern, '/src/features/content/pages/GuidesPage.tsx'),
      page(paths.faq.pattern, '/src/features/content/pages/FaqPage.tsx'),
      page(paths.support.pattern, '/src/features/content/pages/SupportPage.tsx'),
      page(paths.careers.pattern, '/src/features/content/pages/CareersPage.tsx'),
      page(paths.contact.pattern, '/src/features/content/pages/ContactPage.tsx'),
      page(paths.privacy.pattern, '/src/features/content/pages/PrivacyPage.tsx'),
      {
        element: <RequireAuth />,
        children: [
          page(paths.onboarding.pattern, '/src/features/onboarding/pages/OnboardingPage.tsx'),
          // Anonymous visitors sign in (or register, from the same page) and come back.
          page(paths.referrerRegister.pattern, '/src/features/referrer-program/pages/ReferrerRegisterPage.tsx'),
          page(paths.profile.pattern, '/src/features/profile/pages/ProfilePage.tsx'),
          page(paths.referrerProfile.pattern, '/src/features/referrer-program/pages/ReferrerProfilePage.tsx'),
          page(paths.refereeProfile.pattern, '/src/features/profile/pages/RefereeProfilePage.tsx'),
          page(paths.referrerDashboard.pattern, '/src/features/referrer-program/pages/ReferrerDashboardPage.tsx'),
        ],
      },
      {
        element: <RequireAdmin />,
        children: [page(paths.adminDashboard.pattern, '/src/features/admin/pages/AdminDashboardPage.tsx')],
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

/** The page module of the route at `pathname`, by its path from the project's root (for the build). */
export function pageModuleAt(pathname: string) {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route as PageRoute | undefined;
  return leaf?.handle?.module;
}
