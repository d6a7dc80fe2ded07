import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { authApi } from '../api/authApi';
import { selectCurrentUser, selectMustOnboard, selectSessionStatus } from '../api/sessionSlice';
import { PageSpinner } from '../components/ui/PageSpinner';
import { usePageTitle } from '../lib/usePageTitle';
import { paths } from '../shared/paths';
import { useAppDispatch, useAppSelector } from './hooks';

/** Where an anonymous visitor goes: /auth, coming back here after signing in. */
function useSignInHref() {
  const location = useLocation();
  return paths.auth.href({ redirect: `${location.pathname}${location.search}${location.hash}` });
}

/** When the session cannot be checked, guarded pages say so and offer to try again, rather than sign the user out. */
export function SessionUnavailable() {
  const dispatch = useAppDispatch();
  usePageTitle('Connection problem');
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Stack gap={4} align="center" role="alert">
        <Heading as="h1" size="2xl">
          We couldn&apos;t check your session
        </Heading>
        <Text color="fg.muted">The server did not answer. Check your connection, then try again.</Text>
        <Button
          colorPalette="brand"
          onClick={() =>
            dispatch(authApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }))
          }
        >
          Try again
        </Button>
      </Stack>
    </Container>
  );
}

/** Sign-in guard: anonymous users go to /auth (or to `redirectTo`), returning afterwards. */
export function RequireAuth({ redirectTo, children }: { redirectTo?: string; children?: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const signInHref = useSignInHref();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'unavailable') return <SessionUnavailable />;
  if (status === 'anonymous') return <Navigate to={redirectTo ?? signInHref} replace />;
  return children ?? <Outlet />;
}

/** Admin guard: a spinner while loading, /auth for anonymous visitors, and a refusal for everyone else. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const signInHref = useSignInHref();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'unavailable') return <SessionUnavailable />;
  if (!user) return <Navigate to={signInHref} replace />;
  if (user.role !== 'admin') return <UnauthorizedAccess />;
  return children ?? <Outlet />;
}

export function UnauthorizedAccess() {
  usePageTitle('Unauthorized Access');
  return (
    <Container maxW="xl" py={20} textAlign="center">
      <Stack gap={4} align="center">
        <Heading as="h1" size="2xl">
          Unauthorized Access
        </Heading>
        <Text color="fg.muted">You need administrator privileges to access this page.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.home.href()}>Return to Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * Pages a user who must onboard may stay on: onboarding itself; the referrer registration, which gathers what
 * onboarding would and completes it (the anonymous Post a Job path goes register, referrer registration, job posting);
 * and the auth page, which sends a user who has just registered on by itself: to its `?redirect`, where this redirect
 * takes over again unless it is one of these pages, or else to onboarding.
 */
const PAGES_BEFORE_ONBOARDING = new Set([paths.onboarding.href(), paths.referrerRegister.href(), paths.auth.href()]);

/**
 * Signed-in non-admins who have not finished onboarding are sent there from any other page (admins skip it).
 *
 * Not a `<Navigate>`: it navigates once, from an effect that depends only on its target. When another navigation
 * supersedes that one (the auth page following its own redirect, a click), the location moves on while the same
 * `<Navigate>` stays mounted and never fires again, leaving the page empty. Here the redirect fires again for every
 * committed location (its key) that is not /onboarding, for as long as the user must onboard.
 */
export function OnboardingRedirect({ children }: { children: ReactNode }) {
  const mustOnboard = useAppSelector(selectMustOnboard);
  const location = useLocation();
  const navigate = useNavigate();
  const away = mustOnboard && !PAGES_BEFORE_ONBOARDING.has(location.pathname);
  useEffect(() => {
    if (away) void navigate(paths.onboarding.href(), { replace: true });
  }, [away, location.key, navigate]);
  return away ? null : children;
}
