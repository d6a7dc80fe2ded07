import {
  Avatar,
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../api/authApi';
import { selectCanPostJobs, selectCurrentUser, selectIsAdmin } from '../../api/sessionSlice';
import { paths } from '../../shared/paths';
import { PRODUCT_NAME } from '../../shared/product';
import type { User } from '../../shared/types';
import { surveyEvents } from '../../features/survey/surveyFlow';
import { useAppDispatch, useAppSelector } from '../hooks';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/ui/icons';
import {
  anonymousPostJobHref,
  anonymousRegisterReferrerHref,
  becomeReferrerAndPostHref,
  mainLinks,
} from './navigation';
import { opensSurvey } from '../../lib/lazyDialogs';

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
          <HStack ml="auto" gap={2} display={{ base: 'none', lg: 'flex' }}>
            <NavActions user={user} />
          </HStack>
          <IconButton
            ml="auto"
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? 'mobile-navigation' : undefined}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
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
              <NavActions user={user} />
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
        color: 'blue.700',
        bg: 'blue.50',
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

function NavActions({ user }: { user: User | null }) {
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
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={paths.auth.href()}>Sign In</RouterLink>
        </Button>
      </>
    );
  }
  return (
    <>
      <FeedbackButton />
      {canPostJobs ? (
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={paths.jobPosting.href()}>Post a Job</RouterLink>
        </Button>
      ) : (
        <Button asChild colorPalette="blue" variant="outline" size="sm">
          <RouterLink to={becomeReferrerAndPostHref}>Become Referrer &amp; Post Jobs</RouterLink>
        </Button>
      )}
      <AvatarMenu user={user} />
    </>
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

/** "Jordan Avery" -> "JA": the first letters of the first and last names. */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

function AvatarMenu({ user }: { user: User }) {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const onLogout = async () => {
    try {
      await logout().unwrap();
      navigate(paths.home.href());
    } catch {
      // The failure toast is shown by the auth listeners; the user stays signed in.
    }
  };
  const initials = initialsOf(user.name);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name starts with what the button shows (WCAG 2.5.3), so "click JA" works for speech input too. */}
        <Button variant="ghost" size="sm" px={1} aria-label={`${initials}, account menu for ${user.name}`}>
          <Avatar.Root size="sm" colorPalette="blue">
            <Avatar.Fallback>{initials}</Avatar.Fallback>
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px={3} py={2}>
              <Text fontWeight="semibold">{user.name}</Text>
              <Text textStyle="sm" color="fg.muted">
                {user.email}
              </Text>
              {user.isReferrer && (
                <Badge colorPalette="green" mt={1}>
                  Referrer
                </Badge>
              )}
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile.href()}>Profile</RouterLink>
            </Menu.Item>
            {user.isReferrer && (
              <Menu.Item value="referrer-dashboard" asChild>
                <RouterLink to={paths.referrerDashboard.href()}>Referrer Dashboard</RouterLink>
              </Menu.Item>
            )}
            {user.role === 'admin' && (
              <Menu.Item value="admin-dashboard" asChild>
                <RouterLink to={paths.adminDashboard.href()}>Admin Dashboard</RouterLink>
              </Menu.Item>
            )}
            {!user.isReferrer && (
              <Menu.Item value="become-referrer" asChild>
                <RouterLink to={paths.becomeReferrer.href()}>Become a Referrer</RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={onLogout}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
