import { Box, Flex, Link } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useGetMeQuery } from '../../api/authApi';
import { Toaster } from '../../components/ui/toaster/Toaster';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { startSessionTracking } from '../../lib/analytics';
import { beganWithPrerenderedPage, markPrerenderedPageTakenOver } from '../../lib/useHydrated';
import { dialogOpenedBy, type LazyDialogName } from '../../lib/lazyDialogs';
import { storedStateIs } from '../../lib/lazyFlows';
import { OnboardingRedirect } from '../guards';
import { useAppDispatch, useAppSelector } from '../hooks';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';
import { followAnchor } from '../../lib/followAnchor';
import { usePageLoading } from '../routes/lazyPage';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const loadDialog: Record<LazyDialogName, () => Promise<{ default: React.ComponentType }>> = {
  'request-modal': () =>
    import('../../features/referral-request/components/RequestReferralModal').then((module) => ({
      default: module.RequestReferralModal,
    })),
  survey: () =>
    import('../../features/survey/components/SurveyDialog').then((module) => ({ default: module.SurveyDialog })),
};
const RequestReferralModal = lazy(loadDialog['request-modal']);
const SurveyDialog = lazy(loadDialog.survey);
/** How long after the page's load the dialogs are fetched, when nothing asked for them sooner. */
const IDLE_PREFETCH_DELAY_MS = 4000;

/** Asks the server who is signed in. */
function SessionCheck() {
  useGetMeQuery();
  return null;
}

/**
 * Marks the end of React's takeover of a prerendered page. It sits after the page, inside the page's Suspense boundary,
 * which React hydrates after the shell: its effect runs once the page's own have, with the whole page hydrated.
 */
function PageTakenOver() {
  useEffect(() => markPrerenderedPageTakenOver(), []);
  return null;
}

/**
 * Where the session check goes. On a prerendered page it sits inside the page's Suspense boundary, so its answer
 * arrives only once the page itself has hydrated: React hydrates a boundary after the shell, and a session that changed
 * before then would make the page differ from its HTML, which React throws away and draws again. Anywhere else it
 * starts with the shell, without waiting for the page's code.
 */
function sessionCheckPlace(): 'shell' | 'page' | 'nowhere' {
  // A server render draws what anyone sees (src/server/pageRenderer.ts): who is signed in is the browser's to ask.
  if (typeof window === 'undefined') return 'nowhere';
  return beganWithPrerenderedPage() ? 'page' : 'shell';
}

/** The shell around every page: navbar, the page and the session check, footer and toasts. */
export function AppLayout() {
  const sessionCheckIn = sessionCheckPlace();
  useEffect(() => startSessionTracking(), []);
  useScrollToHash();
  useScrollToTopOnNewPage();
  useRegisterNavigator();
  usePrefetchDialogs();
  const { pathname } = useLocation();
  const requestModalOpen = useOpenedOnce(useAppSelector((state) => storedStateIs(state.requestModalFlow, 'open')));
  const surveyOpen = useOpenedOnce(useAppSelector((state) => storedStateIs(state.surveyFlow, 'open')));
  const loadingPage = usePageLoading();

  return (
    <Flex direction="column" minH="100vh">
      {/* Focused, it shows in the page's corner above the sticky navbar (WCAG 2.4.11: Chakra's layer for it is
          skipNav). Following it moves focus to <main> (focusable through its tabIndex), which the page's
          scroll-padding keeps clear of the navbar. */}
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 'skipNav', bg: 'bg', p: 2, boxShadow: 'md' }}
      >
        Skip to content
      </Link>
      {loadingPage && (
        // The next page's code is on its way: a thin bar says the click was taken.
        <Box
          position="fixed"
          top={0}
          insetX={0}
          h="3px"
          bg="brand.500"
          zIndex="overlay"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Navbar />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        <OnboardingRedirect>
          <PageErrorBoundary key={pathname}>
            {/* Shown while the first page's code loads; later pages load with the current one still on screen. */}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <PageTakenOver />
              {sessionCheckIn === 'page' && <SessionCheck />}
            </Suspense>
          </PageErrorBoundary>
        </OnboardingRedirect>
      </Box>
      <Footer />
      {/* Mounted from their first opening on, so later ones animate in and out as usual. */}
      <Suspense fallback={null}>
        {requestModalOpen && <RequestReferralModal />}
        {surveyOpen && <SurveyDialog />}
      </Suspense>
      <Toaster />
      {sessionCheckIn === 'shell' && <SessionCheck />}
    </Flex>
  );
}

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Fetches each flow dialog's code ahead of its first opening (src/lib/lazyDialogs.ts). */
function usePrefetchDialogs() {
  useEffect(() => {
    const prefetch = (dialog: LazyDialogName | undefined) => dialog && void loadDialog[dialog]();
    const onIntent = (event: Event) => prefetch(dialogOpenedBy(event.target));
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    // Well after the first screen is interactive, so this never competes with it.
    const timer = setTimeout(() => {
      const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
      whenIdle(() => {
        prefetch('request-modal');
        prefetch('survey');
      });
    }, IDLE_PREFETCH_DELAY_MS);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      clearTimeout(timer);
    };
  }, []);
}

/**
 * A new page starts at its top, as a page load would; back and forward leave the scroll to the browser, which puts it
 * back where it was.
 */
function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** Effects outside React (such as the redirect after onboarding) change the page through the router. */
function useRegisterNavigator() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(
    () => dispatch((_dispatch, _getState, { navigator }) => navigator.connect((path) => void navigate(path))),
    [dispatch, navigate],
  );
}

/** The id a hash names ("#pricing" is pricing); a hash that is not valid percent-encoding is taken as it is. */
function sectionId(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Anchors such as /#pricing and /referrer/12#contact scroll to their section once the page has rendered it, and keep
 * it in view while content above it loads (followAnchor).
 */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  // Smooth within a page the person is reading; the section may also be on a page whose code or data is still coming.
  useEffect(() => (hash ? followAnchor(sectionId(hash), { smooth: true }) : undefined), [hash, pathname]);
}
