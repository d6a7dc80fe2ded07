import { assign, setup } from 'xstate';

/**
 * The feedback survey dialog (SPEC sections 2 and 4): closed, open or skipped.
 * Open and close toggle; skip closes it and records that it was skipped; reset clears both.
 * Every open starts a fresh form (formVersion) and clears stored drafts; a successful submit closes it.
 */
export interface SurveyContext {
  /** Bumped on every open: the form remounts with its defaults. */
  formVersion: number;
}

export type SurveyEvent =
  | { type: 'survey.open' }
  | { type: 'survey.close' }
  | { type: 'survey.toggle' }
  | { type: 'survey.skip' }
  | { type: 'survey.reset' }
  /** The answer as it is sent: the app reads it through its schema before sending. */
  | { type: 'survey.submit'; answer: Record<string, unknown> }
  | { type: 'survey.submitSucceeded' }
  | { type: 'survey.submitFailed' };

export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
  },
  actions: {
    /** Removes stored drafts whose keys mention survey-form or react-hook-form. */
    clearStoredDrafts: () => {},
    trackSurveyOpened: () => {},
    submitSurvey: (_, _params: { answer: Record<string, unknown> }) => {},
    notifySubmitted: () => {},
    notifySubmitFailed: () => {},
    notifySkipped: () => {},
  },
}).createMachine({
  id: 'survey',
  initial: 'closed',
  context: { formVersion: 0 },
  states: {
    closed: {
      on: {
        'survey.open': 'open',
        'survey.toggle': 'open',
      },
    },
    skipped: {
      on: {
        'survey.open': 'open',
        'survey.toggle': 'open',
        'survey.reset': 'closed',
      },
    },
    open: {
      initial: 'editing',
      entry: [
        assign({ formVersion: ({ context }) => context.formVersion + 1 }),
        'clearStoredDrafts',
        'trackSurveyOpened',
      ],
      states: {
        editing: {
          on: {
            'survey.submit': {
              target: 'submitting',
              actions: { type: 'submitSurvey', params: ({ event }) => ({ answer: event.answer }) },
            },
            'survey.close': '#survey.closed',
            'survey.toggle': '#survey.closed',
            'survey.skip': { target: '#survey.skipped', actions: 'notifySkipped' },
            'survey.reset': '#survey.closed',
          },
        },
        submitting: {
          on: {
            'survey.submitSucceeded': { target: '#survey.closed', actions: 'notifySubmitted' },
            'survey.submitFailed': { target: 'editing', actions: 'notifySubmitFailed' },
          },
        },
      },
    },
  },
});
