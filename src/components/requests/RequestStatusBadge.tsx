import { Badge } from '@chakra-ui/react';
import type { ReferralRequestStatus } from '../../shared/referralRequest';
import { STATUS_LABELS } from '../../shared/requestLifecycle';

const STATUS_PALETTES: Record<ReferralRequestStatus, string> = {
  new: 'brand',
  accepted: 'green',
  declined: 'red',
  referred: 'purple',
  hired: 'green',
  withdrawn: 'gray',
  interviewing: 'blue',
  offer: 'teal',
  not_selected: 'gray',
  changes_asked: 'orange',
};

/** Where a referral request stands, in words and colour, the same for its referrer and its candidate. */
export function RequestStatusBadge({ status }: { status: ReferralRequestStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="lg" flexShrink={0}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
