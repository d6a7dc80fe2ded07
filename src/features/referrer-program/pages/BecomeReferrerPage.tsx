import { Box, Button, Card, Container, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser, selectSessionStatus } from '../../../api/sessionSlice';
import { useAppSelector } from '../../../app/hooks';
import { DetailPageSkeleton, SkeletonLines } from '../../../components/catalog/skeletons';
import { CheckIcon } from '../../../components/ui/icons';
import { usePageTitle } from '../../../lib/usePageTitle';
import { anonymousRegisterReferrerHref, paths } from '../../../shared/paths';
import { AlreadyReferrer } from '../components/AlreadyReferrer';
import { ReferrerProfileForm } from '../components/ReferrerProfileForm';
import { useReferrerRegistered } from '../useReferrerRegistered';

const BENEFITS = [
  {
    title: 'Bring in people you would hire',
    text: 'Candidates come to you with a message and a resume, so you refer the ones who fit, not whoever asks loudest.',
  },
  {
    title: 'Earn your referral bonus',
    text: 'Most companies pay one when a referral is hired. Mark your referrals as hired and your profile shows the count.',
  },
  {
    title: 'Post your team’s open roles',
    text: 'Referrers post jobs for their company. Candidates who apply through ReferBridge arrive with a referral request.',
  },
] as const;

/** The form, or what stands in for it: a way to sign up for anonymous visitors, the tools for referrers. */
function Registration() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const registered = useReferrerRegistered(null);
  if (status === 'loading') {
    return (
      <DetailPageSkeleton label="Checking your session">
        <SkeletonLines lines={6} />
      </DetailPageSkeleton>
    );
  }
  if (!user) {
    return (
      <Card.Root variant="outline">
        <Card.Body gap={4}>
          <Stack gap={1}>
            <Heading as="h2" size="lg">
              Start with an account
            </Heading>
            <Text color="fg.muted">
              It takes a minute. Then tell candidates where you work and what you can refer for.
            </Text>
          </Stack>
          <Wrap gap={3}>
            <Button asChild colorPalette="brand">
              <RouterLink to={anonymousRegisterReferrerHref}>Create an account</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={paths.auth.href({ redirect: paths.referrerRegister.href() })}>Sign in</RouterLink>
            </Button>
          </Wrap>
        </Card.Body>
      </Card.Root>
    );
  }
  if (user.isReferrer) return <AlreadyReferrer />;
  return (
    <Stack gap={4}>
      <Heading as="h2" size="lg">
        Your referrer profile
      </Heading>
      <ReferrerProfileForm submitLabel="Become a Referrer" submittingLabel="Saving..." onSaved={registered} />
    </Stack>
  );
}

/** /become-referrer: what the programme is, and the form to join it. */
export default function BecomeReferrerPage() {
  usePageTitle(
    'Become a Referrer',
    "Help great people join your company, earn referral bonuses, and post your team's open roles.",
  );
  return (
    <Container maxW="5xl" py={{ base: 8, md: 14 }}>
      <Stack gap={{ base: 8, md: 12 }}>
        <Stack gap={3} maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Become a Referrer
          </Heading>
          <Text color="fg.muted" textStyle={{ base: 'md', md: 'xl' }}>
            Help great people join your company, earn referral bonuses, and post your team&apos;s open roles.
          </Text>
        </Stack>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: 4, md: 6 }}>
          {BENEFITS.map((benefit) => (
            <Box as="li" key={benefit.title} borderWidth="1px" borderRadius="l3" p={5} bg="bg.subtle">
              <Stack gap={2}>
                <CheckIcon boxSize={5} color="brand.600" />
                <Text fontWeight="semibold">{benefit.title}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {benefit.text}
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Registration />
      </Stack>
    </Container>
  );
}
