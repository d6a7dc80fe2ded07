import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC section 9: one toast at a time, shown 5 s, kept 1,000,000 ms after dismissal before removal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False once dismissed; the toast stays in state until removed. */
  open: boolean;
}

export interface ToastsState {
  toasts: Toast[];
  /** News that came while a toast was open (toastQueued): shown once that toast is dismissed. Only the newest waits. */
  waiting: Toast | null;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

const initialState: ToastsState = { toasts: [], waiting: null };

const prepareToast = (input: ToastInput) => ({
  payload: {
    id: nanoid(),
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  } satisfies Toast,
});

const show = (state: ToastsState, toast: Toast) => {
  state.toasts = [toast, ...state.toasts].slice(0, TOAST_LIMIT);
};

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    /** The outcome of what the person just did: shown at once, in place of any toast open. */
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        show(state, action.payload);
      },
      prepare: prepareToast,
    },
    /**
     * News the person did not just cause (a live notification): with one toast at a time, showing it at once would
     * replace the outcome they are reading, often within a tenth of a second (a request sent, then who it went to).
     * It waits for the open toast to be dismissed instead; newer news replaces older waiting news, which the navbar's
     * unread count still holds.
     */
    toastQueued: {
      reducer(state, action: PayloadAction<Toast>) {
        if (state.toasts.some((toast) => toast.open)) state.waiting = action.payload;
        else show(state, action.payload);
      },
      prepare: prepareToast,
    },
    /** Dismisses one toast, or all of them when no id is given. */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts) {
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
      }
      if (state.waiting && !state.toasts.some((toast) => toast.open)) {
        show(state, state.waiting);
        state.waiting = null;
      }
    },
    toastRemoved(state, action: PayloadAction<string | undefined>) {
      state.toasts = action.payload === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

export const { toastAdded, toastQueued, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
