import { surveyEvents } from '../../../machines/survey.events';
import { surveyMachine } from '../../../machines/survey.machine';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { trackFormOpen } from '../../lib/analytics';
import type { AppStartListening } from '../../app/hooks';
import { addFlowEffects, createFlow } from '../../lib/flows';
import { surveyMessages } from '../../shared/survey';
import { surveyRules } from '../../shared/surveyRules';
import { surveyApi } from './surveyApi';

export const surveyFlow = createFlow(surveyMachine, 'surveyFlow');

/** Stored drafts of earlier survey forms (SPEC section 4) are cleared on every open. */
const DRAFT_KEY_MARKERS = ['survey-form', 'react-hook-form'];

function clearStoredDrafts() {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && DRAFT_KEY_MARKERS.some((marker) => key.includes(marker)),
    );
    keys.forEach((key) => storage.removeItem(key));
  }
}

export function addSurveyEffects(startListening: AppStartListening) {
  addFlowEffects(startListening, surveyFlow, {
    clearStoredDrafts,
    trackSurveyOpened: () => trackFormOpen('feedback_survey'),
    submitSurvey: async ({ answer }, listenerApi) => {
      try {
        // An event is plain data that DevTools or a recording may also carry: the answer is read through the
        // survey's schema (the form's and the server's) before it is sent.
        const checked = await surveyRules.validate(answer);
        const result = await listenerApi.dispatch(surveyApi.endpoints.submitSurvey.initiate(checked));
        listenerApi.dispatch('error' in result ? surveyEvents.submitFailed() : surveyEvents.submitSucceeded());
      } catch {
        // The dialog must leave "Submitting..." whatever went wrong.
        listenerApi.dispatch(surveyEvents.submitFailed());
      }
    },
    notifySubmitted: (_params, listenerApi) => listenerApi.dispatch(toastAdded(surveyMessages.submitted)),
    notifySubmitFailed: (_params, listenerApi) =>
      listenerApi.dispatch(toastAdded({ variant: 'destructive', ...surveyMessages.failed })),
    notifySkipped: (_params, listenerApi) => listenerApi.dispatch(toastAdded(surveyMessages.skipped)),
  });
}
