import { onboardingEvents } from '../../../machines/onboarding.events';
import { onboardingMachine, type OnboardingDraft } from '../../../machines/onboarding.machine';
import { authApi } from '../../api/authApi';
import { serverFieldErrors } from '../../api/baseQuery';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { trackFormOpen } from '../../lib/analytics';
import type { AppStartListening } from '../../app/hooks';
import { addFlowEffects, createFlow } from '../../lib/flows';
import { landingPathForRole, onboardingMessages, type OnboardingRole } from '../../shared/onboarding';
import type { OnboardingProfile } from '../../shared/onboardingRules';
import { emptyToNull } from '../../shared/text';
import { onboardingApi } from './onboardingApi';

export const onboardingFlow = createFlow(onboardingMachine, 'onboardingFlow');

/**
 * The machine imports nothing but xstate, so its draft names the roles itself; they must be the app's roles
 * (ONBOARDING_ROLES), no more and no fewer, and `tsc` stops here the day they differ.
 */
const roleOfDraft: Record<OnboardingDraft['role'], OnboardingRole> = {
  candidate: 'candidate',
  referrer: 'referrer',
  both: 'both',
} satisfies Record<OnboardingRole, OnboardingDraft['role']>;

/** The draft as the API takes it: numbers as numbers, empty optional text as null. */
export function toOnboardingPayload(draft: OnboardingDraft): OnboardingProfile {
  // A number input hands Formik a number once typed in, and '' when empty.
  const experienceText = String(draft.experience ?? '').trim();
  const experience = experienceText === '' ? null : Number(experienceText);
  return {
    name: draft.name.trim(),
    title: draft.title.trim(),
    company: emptyToNull(draft.company),
    experience,
    linkedin: emptyToNull(draft.linkedin),
    bio: draft.bio.trim(),
    notifyEmail: draft.notifyEmail,
    notifyWhatsapp: draft.notifyWhatsapp,
    notifyRealtime: draft.notifyRealtime,
    // A referrer-only user does not see the job interests, so none are sent.
    interests: draft.role === 'referrer' ? [] : (draft.interests as OnboardingProfile['interests']),
    role: roleOfDraft[draft.role],
  };
}

export function addOnboardingEffects(startListening: AppStartListening) {
  addFlowEffects(startListening, onboardingFlow, {
    trackOnboardingOpened: () => trackFormOpen('onboarding'),
    saveProfile: async ({ draft }, listenerApi) => {
      try {
        const result = await listenerApi.dispatch(
          onboardingApi.endpoints.updateOnboarding.initiate(toOnboardingPayload(draft)),
        );
        if ('error' in result) throw result.error;
        // The save answers with the user as it now is: that becomes the session (the one refresh; nothing refetches
        // it), before the redirect, or the onboarding guard would send the user back.
        await listenerApi.dispatch(authApi.util.upsertQueryData('getMe', undefined, result.data));
        listenerApi.dispatch(onboardingEvents.saveSucceeded());
      } catch (error) {
        // Whatever went wrong, the dialog must leave "Saving..." and let the user try again; a refused
        // profile field takes them back to it, with the server's message under it.
        listenerApi.dispatch(onboardingEvents.saveFailed(serverFieldErrors(error)));
      }
    },
    notifySaved: (_params, listenerApi) => listenerApi.dispatch(toastAdded(onboardingMessages.success)),
    notifySaveFailed: (_params, listenerApi) =>
      listenerApi.dispatch(toastAdded({ variant: 'destructive', ...onboardingMessages.failure })),
    redirectAfterOnboarding: ({ role }, listenerApi) => {
      listenerApi.extra.navigator.navigate(landingPathForRole(roleOfDraft[role]));
    },
  });
}
