import { Container, Stack } from '@chakra-ui/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useAppSelector } from '../../../app/hooks';
import { safeRedirect } from '../../../lib/safeRedirect';
import { PageHeader } from '../../../components/ui/PageHeader';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { AlreadyReferrer } from '../components/AlreadyReferrer';
import { ReferrerProfileForm } from '../components/ReferrerProfileForm';
import { useReferrerRegistered } from '../useReferrerRegistered';

function Registration({ redirect }: { redirect: string | null }) {
  const user = useAppSelector(selectCurrentUser);
  const registered = useReferrerRegistered(redirect);
  // A referrer on the way somewhere (Post a Job) goes straight on; the form is for becoming one.
  if (user?.isReferrer) {
    return redirect ? (
      <Navigate to={safeRedirect(redirect, paths.referrerDashboard.href())} replace />
    ) : (
      <AlreadyReferrer />
    );
  }
  return (
    <ReferrerProfileForm
      submitLabel={redirect === paths.jobPosting.href() ? 'Continue to job posting' : 'Complete registration'}
      submittingLabel="Saving..."
      onSaved={registered}
    />
  );
}

/**
 * /referrer-register: the referrer form on its own, then on to `?redirect` (the anonymous Post a Job path: register,
 * this form, then /job-posting), behind the sign-in guard. Saving it completes onboarding, so
 * that new account is not stopped on the way (OnboardingRedirect lets this page through).
 */
export default function ReferrerRegisterPage() {
  usePageTitle('Referrer Registration', 'Tell us where you work so candidates can find you and ask for a referral.');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Referrer Registration"
          description={
            redirect === paths.jobPosting.href()
              ? 'Referrers post jobs for their company. Tell us where you work, then post your job.'
              : 'Tell us where you work so candidates can find you and ask for a referral.'
          }
        />
        <Registration redirect={redirect} />
      </Stack>
    </Container>
  );
}
