import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../../components/ui/toaster/Toaster';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { startSessionTracking } from '../../lib/analytics';
import { OnboardingRedirect } from '../guards';
import { PageErrorBoundary } from '../routes/PageErrorBoundary';
import { FlowDialogs } from './FlowDialogs';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoadingBar } from './PageLoadingBar';
import { HydrationEnd } from '../../rendering/HydrationEnd';
import { SessionCheck, sessionCheckPlace } from './SessionCheck';
import { SkipLink } from './SkipLink';
import { useRegisterNavigator } from './useRegisterNavigator';
import { useScrollOnNavigation } from './useScrollOnNavigation';

/** The shell around every page: navbar, the page and the session check, footer, the flow dialogs and toasts. */
export function AppLayout() {
  const sessionCheckIn = sessionCheckPlace();
  useEffect(() => startSessionTracking(), []);
  useScrollOnNavigation();
  useRegisterNavigator();
  const { pathname } = useLocation();

  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <PageLoadingBar />
      <Navbar />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        <OnboardingRedirect>
          <PageErrorBoundary key={pathname}>
            {/* Shown while the first page's code loads; later pages load with the current one still on screen. */}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <HydrationEnd />
              {sessionCheckIn === 'page' && <SessionCheck />}
            </Suspense>
          </PageErrorBoundary>
        </OnboardingRedirect>
      </Box>
      <Footer />
      <FlowDialogs />
      <Toaster />
      {sessionCheckIn === 'shell' && <SessionCheck />}
    </Flex>
  );
}
