import { Box, Flex, Link } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useGetMeQuery } from '../../api/authApi';
import { Toaster } from '../../components/ui/toaster/Toaster';
import { RequestReferralModal } from '../../features/referral-request/components/RequestReferralModal';
import { SurveyDialog } from '../../features/survey/components/SurveyDialog';
import { startSessionTracking } from '../../lib/analytics';
import { OnboardingRedirect } from '../guards';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** The shell around every page: session check, navbar, the page, footer and toasts. */
export function AppLayout() {
  useGetMeQuery();
  useEffect(() => startSessionTracking(), []);
  useScrollToHash();
  const loadingPage = useNavigation().state === 'loading';

  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 'skipLink', bg: 'bg', p: 2 }}
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
          bg="blue.500"
          zIndex="overlay"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <Navbar />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        <OnboardingRedirect>
          <Outlet />
        </OnboardingRedirect>
      </Box>
      <Footer />
      <RequestReferralModal />
      <SurveyDialog />
      <Toaster />
      <ScrollRestoration />
    </Flex>
  );
}

/** Anchors such as /#pricing scroll to their section once the page has rendered it. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
