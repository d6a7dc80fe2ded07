import { assertEvent, assign, setup } from 'xstate';

/**
 * The onboarding dialog (SPEC sections 2 and 4): four steps, 0 to 3.
 * Continue marks the current step completed and advances; Skip advances without marking it;
 * Back returns. On the last step, Continue (shown as Finish) or Skip saves. Success closes the dialog,
 * tells the user and redirects by role; failure keeps the dialog open. Closing it keeps the
 * draft, so the user can sign out or look around and resume where they were.
 */
export const ONBOARDING_STEPS = ['welcome', 'profile', 'preferences', 'complete'] as const;
export const ONBOARDING_LAST_STEP = ONBOARDING_STEPS.length - 1;

/** What the user has entered so far; experience is as the number input holds it (text, or a number). */
export interface OnboardingDraft {
  /** The roles are listed once for the app in src/shared/onboarding.ts (ONBOARDING_ROLES); the flow checks they agree. */
  role: 'candidate' | 'referrer' | 'both';
  name: string;
  title: string;
  company: string;
  experience: string | number;
  linkedin: string;
  bio: string;
  notifyEmail: boolean;
  notifyWhatsapp: boolean;
  notifyRealtime: boolean;
  interests: string[];
}

/** The fields of the profile step: a refusal of one of them sends the user back there. */
export const PROFILE_FIELDS = ['name', 'title', 'company', 'experience', 'linkedin', 'bio'] as const;
const PROFILE_STEP = ONBOARDING_STEPS.indexOf('profile');

export interface OnboardingContext {
  /** Whose draft this is: a resume only continues the same user's draft. */
  userId: number | null;
  step: number;
  completedSteps: boolean[];
  draft: OnboardingDraft;
  /** What the server refused in the last save, by field; empty when nothing was refused. */
  fieldErrors: Record<string, string>;
}

export type OnboardingEvent =
  | { type: 'onboarding.start'; name: string; userId?: number }
  | { type: 'onboarding.close' }
  | { type: 'onboarding.resume' }
  | { type: 'onboarding.continue'; values?: Partial<OnboardingDraft> }
  | { type: 'onboarding.skip'; values?: Partial<OnboardingDraft> }
  | { type: 'onboarding.back'; values?: Partial<OnboardingDraft> }
  | { type: 'onboarding.saveSucceeded' }
  | { type: 'onboarding.saveFailed'; fieldErrors?: Record<string, string> };

/** SPEC section 3: e-mail on, WhatsApp off, realtime on; the role defaults to candidate. */
export function initialDraft(name = ''): OnboardingDraft {
  return {
    role: 'candidate',
    name,
    title: '',
    company: '',
    experience: '',
    linkedin: '',
    bio: '',
    notifyEmail: true,
    notifyWhatsapp: false,
    notifyRealtime: true,
    interests: [],
  };
}

const noStepsCompleted = () => ONBOARDING_STEPS.map(() => false);

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
  },
  actions: {
    startAfresh: assign(({ event }) => {
      assertEvent(event, 'onboarding.start');
      return {
        userId: event.userId ?? null,
        step: 0,
        completedSteps: noStepsCompleted(),
        draft: initialDraft(event.name),
        fieldErrors: {},
      };
    }),
    keepValues: assign({
      draft: ({ context, event }) =>
        'values' in event && event.values ? { ...context.draft, ...event.values } : context.draft,
    }),
    completeStep: assign({
      completedSteps: ({ context }) => context.completedSteps.map((done, index) => done || index === context.step),
    }),
    nextStep: assign({ step: ({ context }) => Math.min(context.step + 1, ONBOARDING_LAST_STEP) }),
    previousStep: assign({ step: ({ context }) => Math.max(context.step - 1, 0) }),
    rememberFieldErrors: assign(({ event }) => {
      assertEvent(event, 'onboarding.saveFailed');
      return { fieldErrors: event.fieldErrors ?? {} };
    }),
    forgetFieldErrors: assign({ fieldErrors: {} }),
    returnToProfileStep: assign({ step: PROFILE_STEP }),
    trackOnboardingOpened: () => {},
    saveProfile: (_, _params: { draft: OnboardingDraft }) => {},
    notifySaved: () => {},
    notifySaveFailed: () => {},
    redirectAfterOnboarding: (_, _params: { role: OnboardingDraft['role'] }) => {},
  },
  guards: {
    onLastStep: ({ context }) => context.step === ONBOARDING_LAST_STEP,
    hasPreviousStep: ({ context }) => context.step > 0,
    profileFieldRefused: ({ event }) =>
      event.type === 'onboarding.saveFailed' &&
      PROFILE_FIELDS.some((field) => event.fieldErrors?.[field] !== undefined),
  },
}).createMachine({
  id: 'onboarding',
  initial: 'closed',
  context: { userId: null, step: 0, completedSteps: noStepsCompleted(), draft: initialDraft(), fieldErrors: {} },
  states: {
    closed: {
      on: {
        'onboarding.start': { target: 'open', actions: 'startAfresh' },
        // Back to where the user closed the dialog, with what they had entered.
        'onboarding.resume': 'open',
      },
    },
    open: {
      initial: 'editing',
      entry: 'trackOnboardingOpened',
      states: {
        editing: {
          on: {
            'onboarding.continue': [
              { guard: 'onLastStep', target: 'saving', actions: ['keepValues', 'completeStep'] },
              { actions: ['keepValues', 'completeStep', 'nextStep'] },
            ],
            'onboarding.skip': [
              { guard: 'onLastStep', target: 'saving', actions: 'keepValues' },
              { actions: ['keepValues', 'nextStep'] },
            ],
            'onboarding.back': { guard: 'hasPreviousStep', actions: ['keepValues', 'previousStep'] },
            // Closing keeps the draft and step; the user stays on /onboarding until they finish.
            'onboarding.close': '#onboarding.closed',
          },
        },
        saving: {
          entry: ['forgetFieldErrors', { type: 'saveProfile', params: ({ context }) => ({ draft: context.draft }) }],
          on: {
            'onboarding.saveSucceeded': {
              target: '#onboarding.closed',
              actions: [
                'notifySaved',
                { type: 'redirectAfterOnboarding', params: ({ context }) => ({ role: context.draft.role }) },
              ],
            },
            'onboarding.saveFailed': [
              {
                guard: 'profileFieldRefused',
                target: 'editing',
                actions: ['rememberFieldErrors', 'returnToProfileStep', 'notifySaveFailed'],
              },
              { target: 'editing', actions: ['rememberFieldErrors', 'notifySaveFailed'] },
            ],
          },
        },
      },
    },
  },
});
