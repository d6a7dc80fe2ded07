import type { RequestModalEvent, RequestTarget, ResumeReference } from './requestModal.machine';

/**
 * The request modal's events, built without loading the machine: this module imports only its types, so any page
 * can offer "Request referral" while xstate and the flow's code stay out of its chunk (they load with the first
 * event, src/lib/lazyFlows.ts).
 */
export const requestModalEvents = {
  /** The one action any page dispatches to open the modal, for a referrer and a job or neither. */
  open: (target: Partial<RequestTarget> = {}): RequestModalEvent => ({ type: 'requestModal.open', ...target }),
  close: (): RequestModalEvent => ({ type: 'requestModal.close' }),
  /** The form's values travel in the event; the resume goes by reference (files are not plain data). */
  submit: (values: Record<string, unknown>, resume: ResumeReference): RequestModalEvent => ({
    type: 'requestModal.submit',
    values: { ...values },
    resume,
  }),
  /** `id` and `pendingAssignment` are null when the server's answer could not be read. */
  sendSucceeded: (id: number | null, pendingAssignment: boolean | null): RequestModalEvent => ({
    type: 'requestModal.sendSucceeded',
    id,
    pendingAssignment,
  }),
  sendFailed: (fieldErrors: Record<string, string>): RequestModalEvent => ({
    type: 'requestModal.sendFailed',
    fieldErrors,
  }),
};
