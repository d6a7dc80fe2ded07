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
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

const initialState: ToastsState = { toasts: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            title: input.title,
            description: input.description,
            variant: input.variant ?? 'default',
            duration: input.duration ?? TOAST_DURATION_MS,
            open: true,
          } satisfies Toast,
        };
      },
    },
    /** Dismisses one toast, or all of them when no id is given. */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      for (const toast of state.toasts) {
        if (action.payload === undefined || toast.id === action.payload) toast.open = false;
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

export const { toastAdded, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
