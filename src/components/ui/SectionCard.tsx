import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One part of a settings page: a card with its h2 (which names the region) and a line on what it is for. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Body gap={5}>
        <Stack gap={1}>
          {/* A link to the section (its id) shows the card's top edge too, not the heading flush under the navbar. */}
          <Heading as="h2" size="lg" id={id} scrollMarginTop="8">
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
