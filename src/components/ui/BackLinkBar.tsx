import { HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The top row of a detail page: the way back to its list ("← All jobs"), and the page's own actions on the right. */
export function BackLinkBar({ to, label, children }: { to: string; label: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" gap={4}>
      <Link asChild color="fg.muted" textStyle="sm">
        <RouterLink to={to}>← {label}</RouterLink>
      </Link>
      {children}
    </HStack>
  );
}
