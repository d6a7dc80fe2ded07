/**
 * The flow dialogs load on first use, not with the first screen (their forms bring Formik, Yup and several Chakra
 * parts). So that opening one still feels instant, its code is fetched ahead: when the browser is idle after the
 * page has loaded, and the moment a pointer or the keyboard reaches a button that opens it. Such a button says so
 * with these attributes; the app shell listens for them (FlowDialogs), so pages need no import of the dialogs.
 */
export const opensRequestModal = { 'data-opens-dialog': 'request-modal' } as const;
export const opensSurvey = { 'data-opens-dialog': 'survey' } as const;

export type LazyDialogName =
  (typeof opensRequestModal)['data-opens-dialog'] | (typeof opensSurvey)['data-opens-dialog'];

/** The dialog a hovered or focused element opens, if it is (or is inside) such a button. */
export function dialogOpenedBy(target: EventTarget | null): LazyDialogName | undefined {
  if (!(target instanceof Element)) return undefined;
  const value = target.closest('[data-opens-dialog]')?.getAttribute('data-opens-dialog');
  return value === 'request-modal' || value === 'survey' ? value : undefined;
}
