import { requestModalEvents } from '../../../machines/requestModal.events';
import { surveyEvents } from '../../../machines/survey.events';
import { ValidationError } from 'yup';
import { requestModalMachine, type OpenRequestRefusal } from '../../../machines/requestModal.machine';
import { serverFieldErrors } from '../../api/baseQuery';
import type { AppStartListening } from '../../app/hooks';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { trackFormOpen, trackReferralRequest } from '../../lib/analytics';
import { addFlowEffects, createFlow } from '../../lib/flows';
import { fieldErrorsOf } from '../../shared/fieldErrors';
import { referralRequestFieldsRules } from '../../shared/referralRequest';
import { referralApi, toFormData } from './referralApi';

export const requestModalFlow = createFlow(requestModalMachine, 'requestModalFlow');

/** The form's values as they travel in the submit event (the resume goes by reference). */
export type RequestFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  experience: number | string;
  message: string;
  jobTitle: string;
  /** The job the page names (its `job` query parameter) when the modal was not opened for one. */
  jobId: number | null;
  /** The referrer's share link the page was opened through (its `ref` query parameter), if any. */
  shareToken: string;
};

export const requestMessages = {
  sentTitle: 'Referral Request Sent',
  pending: "Your request has been received. We'll match you with a referrer soon.",
  assigned: 'Your request has been sent to a referrer at your target company!',
  unreadable: 'Your referral request has been submitted successfully!',
  failed: { title: 'Error', description: 'Failed to send referral request. Please try again.' },
} as const;

/** The candidate's open request at the company, when the server refused the request for it (409 `openRequest`). */
function openRequestOf(error: unknown): OpenRequestRefusal | undefined {
  const body = (error as { body?: unknown } | undefined)?.body as { openRequest?: unknown } | undefined;
  const found = body?.openRequest as Partial<OpenRequestRefusal> | undefined;
  if (
    typeof found?.message !== 'string' ||
    typeof found.path !== 'string' ||
    !found.path.startsWith('/') ||
    found.path.startsWith('//')
  ) {
    return undefined;
  }
  return { message: found.message, path: found.path };
}

export function addRequestModalEffects(startListening: AppStartListening) {
  addFlowEffects(startListening, requestModalFlow, {
    trackFormOpened: ({ referrerId, jobId }) => trackFormOpen('referral_request', { referrerId, jobId }),
    sendRequest: async ({ values, resume, target }, listenerApi) => {
      try {
        const file = listenerApi.extra.resumes.take(resume.id);
        if (!file) throw new Error('The picked resume is no longer available');
        // An event is plain data that DevTools or a recording may also carry: its values are read through the
        // request's schema (the form's and the server's) before they are sent.
        const fields = await referralRequestFieldsRules.validate(values, { abortEarly: false });
        const result = await listenerApi.dispatch(
          referralApi.endpoints.sendDirectReferralRequest.initiate(toFormData(fields, file, target)),
        );
        if ('error' in result) throw result.error;
        const answer = result.data as { id?: unknown; pendingAssignment?: unknown; notice?: unknown } | null;
        // The notice rides on the event here, in the flow's own chunk: the events module is in every page's first visit.
        listenerApi.dispatch({
          ...requestModalEvents.sendSucceeded(
            typeof answer?.id === 'number' ? answer.id : null,
            typeof answer?.pendingAssignment === 'boolean' ? answer.pendingAssignment : null,
          ),
          notice: typeof answer?.notice === 'string' ? answer.notice : null,
        });
      } catch (error) {
        // The modal must leave "Sending..." whatever went wrong, keeping what was typed; what the server
        // refused is shown where it belongs.
        const fieldErrors = error instanceof ValidationError ? fieldErrorsOf(error) : serverFieldErrors(error);
        listenerApi.dispatch({ ...requestModalEvents.sendFailed(fieldErrors), openRequest: openRequestOf(error) });
      }
    },
    notifySent: ({ pendingAssignment, notice }, listenerApi) =>
      listenerApi.dispatch(
        toastAdded({
          title: requestMessages.sentTitle,
          // Why a request through a referrer's share link did not go to them, when it did not.
          description:
            notice ??
            (pendingAssignment === null
              ? requestMessages.unreadable
              : pendingAssignment
                ? requestMessages.pending
                : requestMessages.assigned),
        }),
      ),
    notifySendFailed: (_params, listenerApi) =>
      listenerApi.dispatch(toastAdded({ variant: 'destructive', ...requestMessages.failed })),
    trackReferralRequest: ({ referralId, referrerId, jobTitle }) =>
      trackReferralRequest({
        referralId: referralId ?? undefined,
        referrerId: referrerId ?? undefined,
        position: jobTitle ?? undefined,
      }),
    // The survey belongs to another feature: it is reached through its event, not its code.
    openSurvey: (_params, listenerApi) => listenerApi.dispatch(surveyEvents.open()),
  });
}
