import { Link } from '@chakra-ui/react';

/**
 * "Skip to content": focused, it shows in the page's corner above the sticky navbar (WCAG 2.4.11: Chakra's layer for
 * it is skipNav). Following it moves focus to <main> (focusable through its tabIndex), which the page's
 * scroll-padding keeps clear of the navbar.
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="-9999px"
      _focus={{ left: 2, top: 2, zIndex: 'skipNav', bg: 'bg', p: 2, boxShadow: 'md' }}
    >
      Skip to content
    </Link>
  );
}
