import { requestModalEvents } from '../../../machines/requestModal.events';
import { surveyEvents } from '../../../machines/survey.events';
import { requestModalMachine, type RequestTarget, type ResumeReference } from '../../../machines/requestModal.machine';
import { serverFieldErrors } from '../../api/baseQuery';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { trackFormOpen, trackReferralRequest } from '../../lib/analytics';
import { addFlowEffects, createFlow, type FlowStartListening } from '../../lib/flows';
import { referralApi } from './referralApi';
import { takeResume } from './resumeRegistry';

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
};

export const requestMessages = {
  sentTitle: 'Referral Request Sent',
  pending: "Your request has been received. We'll match you with a referrer soon.",
  assigned: 'Your request has been sent to a referrer at your target company!',
  unreadable: 'Your referral request has been submitted successfully!',
  failed: { title: 'Error', description: 'Failed to send referral request. Please try again.' },
} as const;

function toFormData(values: RequestFormValues, resume: File, target: RequestTarget) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('email', values.email);
  form.append('phone', values.phone);
  form.append('company', values.company);
  form.append('experience', String(values.experience));
  form.append('message', values.message);
  const jobId = target.jobId ?? values.jobId;
  if (jobId !== null) form.append('jobId', String(jobId));
  const jobTitle = values.jobTitle.trim() || target.jobTitle;
  if (jobTitle) form.append('jobTitle', jobTitle);
  if (target.referrerId !== null) form.append('referrerId', String(target.referrerId));
  form.append('resume', resume, resume.name);
  return form;
}

export function addRequestModalEffects(startListening: FlowStartListening) {
  addFlowEffects(startListening, requestModalFlow, {
    trackFormOpened: ({ referrerId, jobId }: { referrerId: number | null; jobId: number | null }) =>
      trackFormOpen('referral_request', { referrerId, jobId }),
    sendRequest: async (
      { values, resume, target }: { values: RequestFormValues; resume: ResumeReference; target: RequestTarget },
      listenerApi,
    ) => {
      try {
        const file = takeResume(resume.id);
        if (!file) throw new Error('The picked resume is no longer available');
        const result = await listenerApi.dispatch(
          referralApi.endpoints.sendDirectReferralRequest.initiate(toFormData(values, file, target)),
        );
        if ('error' in result) throw result.error;
        const answer = result.data as { id?: unknown; pendingAssignment?: unknown } | null;
        listenerApi.dispatch(
          requestModalEvents.sendSucceeded(
            typeof answer?.id === 'number' ? answer.id : null,
            typeof answer?.pendingAssignment === 'boolean' ? answer.pendingAssignment : null,
          ),
        );
      } catch (error) {
        // The modal must leave "Sending..." whatever went wrong, keeping what was typed; what the server
        // refused is shown where it belongs.
        listenerApi.dispatch(requestModalEvents.sendFailed(serverFieldErrors(error)));
      }
    },
    notifySent: ({ pendingAssignment }: { pendingAssignment: boolean | null }, listenerApi) =>
      listenerApi.dispatch(
        toastAdded({
          title: requestMessages.sentTitle,
          description:
            pendingAssignment === null
              ? requestMessages.unreadable
              : pendingAssignment
                ? requestMessages.pending
                : requestMessages.assigned,
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
