import { Badge, Button, Card, HStack, IconButton, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../machines/requestModal.events';
import { useAppDispatch } from '../../app/hooks';
import { trackReferralAction } from '../../lib/analytics';
import { opensRequestModal } from '../../lib/lazyDialogs';
import { paths } from '../../shared/paths';
import type { Referrer } from '../../shared/schemas/catalog';
import { MailIcon } from './catalogIcons';
import { Monogram } from './Monogram';
import { ResponseStats } from './ResponseStats';
import { StarRating } from './StarRating';
import { VerifiedBadge } from './VerifiedBadge';
import { CardGrid, type GridProps } from './CardGrid';

/** SPEC section 9: a card names at most three specialties; the rest are counted in a +N badge. */
export const SPECIALTIES_SHOWN = 3;

export function referralCountText(count: number) {
  return `${count} successful referral${count === 1 ? '' : 's'}`;
}

/**
 * A referrer as the search results and lists show them (SPEC section 2): photo, name (to their page), rating with
 * its count, successful referrals, how they answer (or "New"), title, company, bio, up to three specialties and +N,
 * the contact link and Request Referral, which opens the request form for them (their company filled in).
 */
export function ReferrerCard({ referrer }: { referrer: Referrer }) {
  const dispatch = useAppDispatch();
  const shown = referrer.specialties.slice(0, SPECIALTIES_SHOWN);
  const more = referrer.specialties.length - shown.length;
  const request = () => {
    trackReferralAction('request_opened', { referrerId: referrer.id, companyId: referrer.companyId });
    dispatch(requestModalEvents.open({ referrerId: referrer.id, referrerName: referrer.name }));
  };
  return (
    <Card.Root as="article" variant="outline" h="full" aria-labelledby={`referrer-${referrer.id}-name`}>
      <Card.Body gap={3}>
        <HStack gap={3} align="flex-start">
          <Monogram name={referrer.name} src={referrer.photo} size="14" textStyle="lg" />
          <Stack gap={1} minW={0} flex="1">
            <Link asChild fontWeight="semibold" textStyle="lg" color="fg" id={`referrer-${referrer.id}-name`}>
              <RouterLink to={paths.referrer.href(referrer.id)}>{referrer.name}</RouterLink>
            </Link>
            <HStack gap={2} flexWrap="wrap">
              {referrer.verified && <VerifiedBadge companyName={referrer.companyName} />}
              <StarRating rating={referrer.rating} count={referrer.ratingCount} />
              <Text textStyle="xs" color="fg.muted">
                {referralCountText(referrer.successfulReferrals)}
              </Text>
            </HStack>
            <ResponseStats referrer={referrer} />
          </Stack>
          <IconButton asChild variant="ghost" size="sm" aria-label={`Contact ${referrer.name}`}>
            <RouterLink to={paths.referrer.href(referrer.id, 'contact')}>
              <MailIcon />
            </RouterLink>
          </IconButton>
        </HStack>
        <Stack gap={0.5}>
          <Text fontWeight="medium">{referrer.title}</Text>
          <Text color="fg.muted" textStyle="sm">
            {referrer.companyName}
          </Text>
        </Stack>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {referrer.bio}
        </Text>
        {referrer.specialties.length > 0 && (
          <Wrap gap={1.5} aria-label="Specialties">
            {shown.map((specialty) => (
              <Badge key={specialty} variant="subtle" colorPalette="brand">
                {specialty}
              </Badge>
            ))}
            {more > 0 && (
              <Badge variant="outline" aria-label={`${more} more specialt${more === 1 ? 'y' : 'ies'}`}>
                +{more}
              </Badge>
            )}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="brand" w="full" onClick={request} {...opensRequestModal}>
          Request Referral
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Referrers as a list of cards, drawn in the background (CardGrid). */
export function ReferrerGrid({ referrers, columns }: GridProps & { referrers: Referrer[] }) {
  return <CardGrid items={referrers} card={(referrer) => <ReferrerCard referrer={referrer} />} columns={columns} />;
}
