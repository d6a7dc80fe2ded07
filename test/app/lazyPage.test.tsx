import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, usePageLoading } from '../../src/app/routes/lazyPage';

/** A page module that arrives when the test says so. */
function deferredPage(text: string) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = async () => {
    await arrived;
    return { default: () => <h1>{text}</h1> };
  };
  return { load, arrive };
}

describe('a lazily loaded page', () => {
  it('shows the loading state until its code arrives, and says a page is loading meanwhile', async () => {
    const { load, arrive } = deferredPage('Pricing');
    const Page = lazyPage(load);
    const loading = renderHook(() => usePageLoading());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {});
    expect(loading.result.current).toBe(true);

    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(loading.result.current).toBe(false);
  });

  it('renders at once, with no loading state, once loaded ahead (as a prerendered page is hydrated)', async () => {
    const { load, arrive } = deferredPage('About');
    const Page = lazyPage(load);
    arrive();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  });
});
