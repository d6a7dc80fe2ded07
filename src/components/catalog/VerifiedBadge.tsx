import { Badge, Icon } from '@chakra-ui/react';

/** A referrer who confirmed a work e-mail at their company's domain (src/shared/workEmail.ts). */
export function VerifiedBadge({ companyName }: { companyName: string }) {
  return (
    <Badge
      variant="subtle"
      colorPalette="green"
      title={`Confirmed a work e-mail at ${companyName}`}
      aria-label={`Verified: confirmed a work e-mail at ${companyName}`}
    >
      {/* Drawn here, not in icons.tsx, which loads with every first visit; the badge only with the pages it is on. */}
      <Icon boxSize={3} asChild>
        <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d="M8 0.8 9.9 2.3l2.4-.2.6 2.3 2.1 1.2-.9 2.2.9 2.2-2.1 1.2-.6 2.3-2.4-.2L8 15.2l-1.9-1.5-2.4.2-.6-2.3L1 10.4 1.9 8.2 1 6l2.1-1.2.6-2.3 2.4.2L8 .8Zm-1 10 4.6-4.6-1-1L7 8.8 5.4 7.2l-1 1L7 10.8Z" />
        </svg>
      </Icon>
      Verified
    </Badge>
  );
}
