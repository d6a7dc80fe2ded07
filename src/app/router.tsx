import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { paths } from '../shared/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { PageSpinner } from '../components/ui/PageSpinner';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './routes/RouteError';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const notFound = page(() => import('./routes/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's code loads.
    HydrateFallback: PageSpinner,
    children: [
      {
        // Inside the layout, so the navbar stays when a page fails to load or render.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.pattern, lazy: page(() => import('../features/home/pages/HomePage')) },
          { path: paths.auth.pattern, lazy: page(() => import('../features/auth/pages/AuthPage')) },
          { path: paths.forgotPassword.pattern, lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
          { path: paths.resetPassword.pattern, lazy: page(() => import('../features/auth/pages/ResetPasswordPage')) },
          { path: paths.referrers.pattern, lazy: page(() => import('../features/referrers/pages/ReferrersPage')) },
          { path: paths.referrer.pattern, lazy: page(() => import('../features/referrers/pages/ReferrerPage')) },
          { path: paths.companies.pattern, lazy: page(() => import('../features/companies/pages/CompaniesPage')) },
          { path: paths.browseJobs.pattern, lazy: page(() => import('../features/jobs/pages/BrowseJobsPage')) },
          { path: paths.job.pattern, lazy: page(() => import('../features/jobs/pages/JobPage')) },
          { path: paths.jobPosting.pattern, lazy: page(() => import('../features/jobs/pages/JobPostingPage')) },
          { path: paths.jobSuccess.pattern, lazy: page(() => import('../features/jobs/pages/JobSuccessPage')) },
          { path: paths.blog.pattern, lazy: page(() => import('../features/blog/pages/BlogPage')) },
          { path: paths.blogPost.pattern, lazy: page(() => import('../features/blog/pages/BlogPostPage')) },
          {
            path: paths.becomeReferrer.pattern,
            lazy: page(() => import('../features/referrer-program/pages/BecomeReferrerPage')),
          },
          {
            path: paths.referrerRegister.pattern,
            lazy: page(() => import('../features/referrer-program/pages/ReferrerRegisterPage')),
          },
          { path: paths.refer.pattern, lazy: page(() => import('../features/referral-request/pages/ReferPage')) },
          { path: paths.feedback.pattern, lazy: page(() => import('../features/survey/pages/FeedbackPage')) },
          { path: paths.about.pattern, lazy: page(() => import('../features/content/pages/AboutPage')) },
          { path: paths.pricing.pattern, lazy: page(() => import('../features/content/pages/PricingPage')) },
          {
            path: paths.successStories.pattern,
            lazy: page(() => import('../features/content/pages/SuccessStoriesPage')),
          },
          { path: paths.guides.pattern, lazy: page(() => import('../features/content/pages/GuidesPage')) },
          { path: paths.faq.pattern, lazy: page(() => import('../features/content/pages/FaqPage')) },
          { path: paths.support.pattern, lazy: page(() => import('../features/content/pages/SupportPage')) },
          { path: paths.careers.pattern, lazy: page(() => import('../features/content/pages/CareersPage')) },
          { path: paths.contact.pattern, lazy: page(() => import('../features/content/pages/ContactPage')) },
          { path: paths.privacy.pattern, lazy: page(() => import('../features/content/pages/PrivacyPage')) },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.onboarding.pattern,
                lazy: page(() => import('../features/onboarding/pages/OnboardingPage')),
              },
              { path: paths.profile.pattern, lazy: page(() => import('../features/profile/pages/ProfilePage')) },
              {
                path: paths.referrerProfile.pattern,
                lazy: page(() => import('../features/referrer-program/pages/ReferrerProfilePage')),
              },
              {
                path: paths.refereeProfile.pattern,
                lazy: page(() => import('../features/profile/pages/RefereeProfilePage')),
              },
              {
                path: paths.referrerDashboard.pattern,
                lazy: page(() => import('../features/referrer-program/pages/ReferrerDashboardPage')),
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                path: paths.adminDashboard.pattern,
                lazy: page(() => import('../features/admin/pages/AdminDashboardPage')),
              },
            ],
          },
          // SPEC section 2: /debug-reset shows the not-found page.
          { path: paths.debugReset.pattern, lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Effects outside React (such as the redirect after onboarding) navigate through this router.
  registerNavigator((path) => void router.navigate(path));
  return router;
}
