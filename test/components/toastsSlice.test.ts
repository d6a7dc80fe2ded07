import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastAdded,
  toastDismissed,
  toastQueued,
  toastsSlice,
} from '../../src/components/ui/toaster/toastsSlice';
import { makeTestStore } from '../utils';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts slice', () => {
  it('keeps one toast at a time, the newest, open for 5000 ms by default', () => {
    let state = toastsSlice.reducer(undefined, toastAdded({ title: 'First' }));
    state = toastsSlice.reducer(state, toastAdded({ title: 'Second', description: 'Newer', variant: 'destructive' }));
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({
      title: 'Second',
      description: 'Newer',
      variant: 'destructive',
      open: true,
      duration: TOAST_DURATION_MS,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('dismisses first, then removes the toast 1,000,000 ms later', async () => {
    vi.useFakeTimers();
    const store = makeTestStore();
    store.dispatch(toastAdded({ title: 'Saved' }));
    const id = store.getState().toasts.toasts[0]!.id;
    store.dispatch(toastDismissed(id));
    expect(store.getState().toasts.toasts[0]).toMatchObject({ id, open: false });
    await vi.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts.toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().toasts.toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('holds news that comes while a toast is open until that toast is dismissed, the newest news only', () => {
    const shown = (state: ReturnType<typeof toastsSlice.reducer>) =>
      state.toasts.filter((toast) => toast.open).map((toast) => toast.title);
    let state = toastsSlice.reducer(undefined, toastAdded({ title: 'Referral Request Sent' }));
    state = toastsSlice.reducer(state, toastQueued({ title: 'Your request is now with Priya Raman' }));
    state = toastsSlice.reducer(state, toastQueued({ title: 'Priya Raman wrote to you about your request' }));
    expect(shown(state)).toEqual(['Referral Request Sent']);

    state = toastsSlice.reducer(state, toastDismissed(state.toasts[0]!.id));
    expect(shown(state)).toEqual(['Priya Raman wrote to you about your request']);
    expect(state.toasts[0]).toMatchObject({ open: true, duration: TOAST_DURATION_MS });

    // Nothing else waits; with no toast open, news shows at once.
    state = toastsSlice.reducer(state, toastDismissed(state.toasts[0]!.id));
    expect(shown(state)).toEqual([]);
    state = toastsSlice.reducer(state, toastQueued({ title: 'Priya Raman marked your request as referred' }));
    expect(shown(state)).toEqual(['Priya Raman marked your request as referred']);
  });

  it('shows what the person just did at once, over news that is showing', () => {
    let state = toastsSlice.reducer(undefined, toastQueued({ title: 'Your request is now with Priya Raman' }));
    state = toastsSlice.reducer(state, toastAdded({ title: 'Link copied' }));
    expect(state.toasts.filter((toast) => toast.open).map((toast) => toast.title)).toEqual(['Link copied']);
  });
});
