import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastAdded,
  toastDismissed,
  toastsSlice,
} from '../../src/components/ui/toaster/toastsSlice';

afterEach(() => {
  vi.useRealTimers();
});
import { makeTestStore } from '../utils';

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
});
