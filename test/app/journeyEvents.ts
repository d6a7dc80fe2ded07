/**
 * The flow events of a request-then-survey journey, in order: the modal opened, the request sent, the survey that
 * opens a second later (the request machine's own delayed event), answered. The jsdom journey, the browser recording
 * and its replay all hold to this list.
 */
export const REQUEST_THEN_SURVEY_EVENTS = [
  'requestModal.open',
  'requestModal.submit',
  'requestModal.sendSucceeded',
  'xstate.after.SURVEY_DELAY.requestModal.sent',
  'survey.open',
  'survey.submit',
  'survey.submitSucceeded',
];
