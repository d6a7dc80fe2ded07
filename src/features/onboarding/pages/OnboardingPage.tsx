import { Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { PagePlaceholder } from '../../../components/ui/PagePlaceholder';
import { useFlow } from '../../../lib/useFlow';
import { paths } from '../../../shared/paths';
import { OnboardingDialog } from '../components/OnboardingDialog';
import { onboardingEvents } from '../../../../machines/onboarding.events';
import { onboardingFlow } from '../onboardingFlow';

/** /onboarding: the dialog starts open unless the user has completed onboarding (SPEC section 2). */
export default function OnboardingPage() {
  const user = useAppSelector(selectCurrentUser);
  const snapshot = useFlow(onboardingFlow);
  const dispatch = useAppDispatch();
  const needsOnboarding = user !== null && !user.onboardingCompleted;
  const closed = snapshot.matches('closed');
  const continueButton = useRef<HTMLButtonElement>(null);

  const ownDraft = user !== null && snapshot.context.userId === user.id;
  const openDialog = () => {
    if (!user) return;
    // The same user's closed dialog resumes where it was; anyone else starts afresh.
    dispatch(ownDraft ? onboardingEvents.resume() : onboardingEvents.start(user));
  };

  useEffect(() => {
    if (needsOnboarding && closed) openDialog();
    // Open once per visit; a dialog the user closed stays closed until they ask for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsOnboarding]);

  return (
    <PagePlaceholder
      title="Welcome to ReferBridge"
      description={
        needsOnboarding
          ? "Let's set up your profile so we can match you with the right referrers and jobs."
          : 'Your profile is set up. Pick up where you left off.'
      }
    >
      {needsOnboarding && closed && (
        <Button ref={continueButton} colorPalette="brand" alignSelf="flex-start" onClick={openDialog}>
          Continue setting up
        </Button>
      )}
      {!needsOnboarding && (
        <HStack gap={3}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.browseJobs.href()}>Browse Jobs</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.profile.href()}>Your Profile</RouterLink>
          </Button>
        </HStack>
      )}
      {/* Closed before it is done, the dialog hands focus to the button that opens it again. */}
      <OnboardingDialog finalFocusEl={() => continueButton.current} />
    </PagePlaceholder>
  );
}
