import { Heading, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A home section's heading, with the link to the whole list it shows a part of. */
export function SectionHeading({
  id,
  children,
  linkTo,
  linkText,
  size = '2xl',
}: {
  id: string;
  children: ReactNode;
  linkTo: string;
  linkText: string;
  size?: 'xl' | '2xl';
}) {
  return (
    <HStack justify="space-between" align="baseline" flexWrap="wrap" gap={2}>
      <Heading as="h2" id={id} size={size}>
        {children}
      </Heading>
      <Link asChild color="brand.700" fontWeight="medium">
        <RouterLink to={linkTo}>{linkText}</RouterLink>
      </Link>
    </HStack>
  );
}
