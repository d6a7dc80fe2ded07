import type { SurveyEvent } from './survey.machine';

/**
 * The survey's events, built without loading the machine: this module imports only its types, so a page can open
 * the survey while xstate and the flow's code stay out of its chunk (they load with the first event, src/lib/lazyFlows.ts).
 */
export const surveyEvents = {
  open: (): SurveyEvent => ({ type: 'survey.open' }),
  close: (): SurveyEvent => ({ type: 'survey.close' }),
  skip: (): SurveyEvent => ({ type: 'survey.skip' }),
  submit: (answer: Record<string, unknown>): SurveyEvent => ({ type: 'survey.submit', answer: { ...answer } }),
  submitSucceeded: (): SurveyEvent => ({ type: 'survey.submitSucceeded' }),
  submitFailed: (): SurveyEvent => ({ type: 'survey.submitFailed' }),
};
