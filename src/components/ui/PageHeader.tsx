import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How each kind of page sets its header. `app`: pages that work with data (lists, forms, dashboards), a compact title
 * that grows on wide screens. `content`: the pages people read (about, guides, FAQ...), a large title with more air.
 */
const VARIANTS = {
  app: {
    gap: 2,
    headingSize: { base: '2xl', md: '3xl' },
    descriptionStyle: { textStyle: { base: 'md', md: 'lg' }, maxW: '2xl' },
  },
  content: {
    gap: 4,
    headingSize: '3xl',
    descriptionStyle: { fontSize: { base: 'md', md: 'lg' } },
  },
} as const;

/**
 * A page's title (its one h1) and a line on what it holds or does. `meta` is a small line under the title (a date);
 * `children` are further lines under the description (a note).
 */
export function PageHeader({
  title,
  description,
  variant = 'app',
  meta,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  variant?: keyof typeof VARIANTS;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const { gap, headingSize, descriptionStyle } = VARIANTS[variant];
  return (
    <Stack gap={gap}>
      <Heading as="h1" size={headingSize}>
        {title}
      </Heading>
      {meta}
      <Text color="fg.muted" {...descriptionStyle}>
        {description}
      </Text>
      {children}
    </Stack>
  );
}
