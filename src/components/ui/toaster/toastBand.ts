/**
 * Toasts and dialogs share the screen without covering each other. Toasts own a band along one edge (the top on
 * phones, the bottom from the md breakpoint on, see Toaster); while any toast shows, the Toaster publishes the band's
 * height in this CSS variable on the root element, and every dialog's positioner pads that edge by it (the dialog
 * recipe in system.ts), so a dialog that opens under a toast (the survey, 1 s after "Referral Request Sent") starts
 * below it with its title and close button in view, and takes the room back when the toast goes.
 *
 * The other way round (dialogs above toasts, or toasts inside the dialog) would hide the toast, which carries the
 * outcome of what the user just did, or tie toasts to one dialog. A band that dialogs avoid keeps both readable.
 */
export const TOAST_BAND_VAR = '--toast-band-height';

/** The breakpoint from which toasts sit at the bottom (below it, at the top). */
export const TOAST_BAND_BOTTOM_FROM = 'md';
