import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { selectCanPostJobs, selectCurrentUser, selectIsAdmin } from '../../api/sessionSlice';
import {
  anonymousPostJobHref,
  anonymousRegisterReferrerHref,
  becomeReferrerAndPostHref,
  paths,
} from '../../shared/paths';
import { PRODUCT_NAME } from '../../shared/product';
import type { User } from '../../shared/types';
import { surveyEvents } from '../../../machines/survey.events';
import { useAppDispatch, useAppSelector } from '../hooks';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/ui/icons';
import { mainLinks } from './navLinks';
import { opensSurvey } from '../../lib/lazyDialogs';
import { AccountButton } from './AccountButton';

/** Loaded once someone is signed in: an anonymous first visit does not download the menu (AccountMenu.tsx). */
const AccountMenu = lazy(() => import('./AccountMenu'));
/** Loaded once someone is signed in, as the menu: the live stream and the unread count (LiveUpdates.tsx). */
const LiveUpdates = lazy(() => import('./LiveUpdates'));

export function Navbar() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on: it closes when the page changes, back button included.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpen = openedOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);
  const isAdmin = useAppSelector(selectIsAdmin);
  const links = isAdmin ? [...mainLinks, { label: 'Admin Panel', href: paths.adminDashboard.href() }] : mainLinks;
  const closeMobile = () => setMobileOpen(false);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top={0} zIndex="sticky">
      <Container maxW="7xl">
        <Flex as="nav" aria-label="Main" h={16} align="center" gap={4}>
          <Link asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }} color="fg">
            <RouterLink to={paths.home.href()} onClick={closeMobile}>
              <LogoMark boxSize={7} />
              {PRODUCT_NAME}
            </RouterLink>
          </Link>
          <HStack as="ul" gap={1} display={{ base: 'none', lg: 'flex' }} listStyleType="none">
            {links.map((link) => (
              <li key={link.href}>
                <NavItem href={link.href} label={link.label} />
              </li>
            ))}
          </HStack>
          <HStack ml="auto" gap={2}>
            {user && (
              <Suspense fallback={null}>
                <LiveUpdates />
              </Suspense>
            )}
            <HStack gap={2} display={{ base: 'none', lg: 'flex' }}>
              <NavActions user={user} />
            </HStack>
            <IconButton
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={mobileOpen}
              aria-controls={mobileOpen ? 'mobile-navigation' : undefined}
              onClick={() => setMobileOpen(!mobileOpen)}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
        {mobileOpen && (
          <Box
            as="nav"
            aria-label="Main menu"
            id="mobile-navigation"
            display={{ base: 'block', lg: 'none' }}
            pb={4}
            // Following a link closes the menu; opening the account menu inside it must not.
            onClick={(event) => (event.target as HTMLElement).closest('a') && closeMobile()}
          >
            {/* One link a row, full width: a list a thumb can run down. */}
            <Stack as="ul" gap={1} listStyleType="none">
              {links.map((link) => (
                <li key={link.href}>
                  <NavItem href={link.href} label={link.label} />
                </li>
              ))}
            </Stack>
            <Stack gap={2} mt={2} pt={3} borderTopWidth="1px" align="stretch">
              <NavActions user={user} inPhoneMenu />
            </Stack>
          </Box>
        )}
      </Container>
    </Box>
  );
}

/** A main link. NavLink marks the current page with aria-current; the mark is also drawn, not in colour alone. */
function NavItem({ href, label }: { href: string; label: string }) {
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      width={{ base: 'full', lg: 'auto' }}
      justifyContent={{ base: 'flex-start', lg: 'center' }}
      _currentPage={{
        color: 'brand.700',
        bg: 'brand.50',
        fontWeight: 'semibold',
        textDecoration: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '6px',
      }}
    >
      <NavLink to={href}>{label}</NavLink>
    </Button>
  );
}

/** Feedback, posting a job, and signing in or the account menu; in the phone menu, the account's entry is named. */
function NavActions({ user, inPhoneMenu = false }: { user: User | null; inPhoneMenu?: boolean }) {
  const canPostJobs = useAppSelector(selectCanPostJobs);
  if (!user) {
    return (
      <>
        <FeedbackButton />
        <Button asChild variant="outline" size="sm">
          <RouterLink to={anonymousPostJobHref}>Post a Job</RouterLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={anonymousRegisterReferrerHref}>Register as Referrer</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.auth.href()}>Sign In</RouterLink>
        </Button>
      </>
    );
  }
  return (
    <>
      <FeedbackButton />
      {canPostJobs ? (
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.jobPosting.href()}>Post a Job</RouterLink>
        </Button>
      ) : (
        <Button asChild colorPalette="brand" variant="outline" size="sm">
          <RouterLink to={becomeReferrerAndPostHref}>Become Referrer &amp; Post Jobs</RouterLink>
        </Button>
      )}
      <LazyAccountMenu user={user} withName={inPhoneMenu} />
    </>
  );
}

/** The account menu, or until its code has loaded the same button, which opens the menu once it can. */
function LazyAccountMenu({ user, withName }: { user: User; withName: boolean }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense fallback={<AccountButton user={user} withName={withName} onClick={() => setPressedEarly(true)} />}>
      <AccountMenu user={user} withName={withName} defaultOpen={pressedEarly} />
    </Suspense>
  );
}

/** Opens the feedback survey where the visitor is, rather than taking them to another page. */
function FeedbackButton() {
  const dispatch = useAppDispatch();
  return (
    <Button variant="ghost" size="sm" onClick={() => dispatch(surveyEvents.open())} {...opensSurvey}>
      Feedback
    </Button>
  );
}
