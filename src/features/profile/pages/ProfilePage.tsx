import { Badge, Button, Container, Heading, HStack, Stack, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useAppSelector } from '../../../app/hooks';
import { SectionCard } from '../../../components/ui/SectionCard';
import { TwoStepSignIn } from '../../../components/twoStep/TwoStepSignIn';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { AccountForm } from '../components/AccountForm';
import { ActiveSessions } from '../components/ActiveSessions';
import { DeleteAccount } from '../components/DeleteAccount';
import { MyRequests } from '../components/MyRequests';
import { PasswordForm } from '../components/PasswordForm';
import { YourData } from '../components/YourData';

/** /profile: the account (name, e-mail, notifications, password) and the candidate's own requests. */
export default function ProfilePage() {
  usePageTitle('Profile', 'Your account, your notification settings and the referral requests you sent.');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <Stack gap={3}>
          <HStack gap={3} flexWrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Profile
            </Heading>
            {user.role === 'admin' && <Badge colorPalette="brand">Admin</Badge>}
            {user.isReferrer && <Badge colorPalette="green">Referrer</Badge>}
          </HStack>
          <Wrap gap={3}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.refereeProfile.href()}>Candidate profile and resume</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={user.isReferrer ? paths.referrerProfile.href() : paths.becomeReferrer.href()}>
                {user.isReferrer ? 'Referrer profile' : 'Become a Referrer'}
              </RouterLink>
            </Button>
          </Wrap>
        </Stack>
        <SectionCard id="account-heading" title="Account">
          <AccountForm />
        </SectionCard>
        <SectionCard
          id="requests-heading"
          title="My requests"
          description="The referrals you asked for, where each one stands, and what the referrer said."
        >
          <MyRequests />
        </SectionCard>
        <SectionCard id="password-heading" title="Password">
          <PasswordForm />
        </SectionCard>
        <SectionCard id="sessions-heading" title="Sessions" description="The browsers signed in to your account.">
          <ActiveSessions />
        </SectionCard>
        <SectionCard id="two-step-heading" title="Two-step sign-in">
          <TwoStepSignIn />
        </SectionCard>
        <SectionCard id="data-heading" title="Your data">
          <YourData />
        </SectionCard>
        <DeleteAccount />
      </Stack>
    </Container>
  );
}
