import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/components/ui/toaster/Toaster';
import { toastAdded, toastQueued } from '../../src/components/ui/toaster/toastsSlice';
import { renderWithProviders } from '../utils';

function renderToaster() {
  const { store } = renderWithProviders(<Toaster />);
  act(() => {
    store.dispatch(toastAdded({ title: 'Saved', description: 'Your changes are safe.' }));
  });
  return store;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces the toast in a labelled region and dismisses it after 5 seconds', () => {
    vi.useFakeTimers();
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour changes are safe.');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Nothing is left in the list of notifications, and nothing comes back later.
    const list = screen.getByRole('list');
    expect(list).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5000));
    expect(list).toBeEmptyDOMElement();
  });

  it('shows live news after the toast open has had its 5 seconds, not over it', () => {
    vi.useFakeTimers();
    const store = renderToaster();
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      store.dispatch(toastQueued({ title: 'Your request is now with Priya Raman' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour changes are safe.');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toHaveTextContent('Your request is now with Priya Raman');
    // The news has its own 5 seconds from when it shows.
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('moves focus to the toasts with F8', () => {
    renderToaster();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('status').closest('ol'));
  });

  it('dismisses on a swipe right past 50 px, and springs back from a shorter one', () => {
    renderToaster();
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(toast.style.transform).toBe('translateX(0px)');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with its close button, pressed as a pointer presses it', () => {
    renderToaster();
    const close = screen.getByRole('button', { name: 'Close notification' });
    // A real press starts with pointerdown on the button; it must not begin a swipe that swallows the click.
    fireEvent.pointerDown(close, { clientX: 10, pointerId: 1 });
    fireEvent.pointerUp(close, { clientX: 10, pointerId: 1 });
    fireEvent.click(close);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
