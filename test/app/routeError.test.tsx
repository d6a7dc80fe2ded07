import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/features/content/pages/AboutPage', () => ({
  default: () => {
    throw new Error('This page broke while rendering');
  },
}));

// The client files share one module graph per worker (vite.config.ts): the router keeps each page once loaded, so an
// earlier file's real About page would be shown here, and this file's broken one in the files after it. The app is
// imported afresh for this file, and again by the next one.
async function freshApp() {
  vi.resetModules();
  return import('../utils');
}
afterAll(() => {
  vi.resetModules();
});

describe('a page that fails', () => {
  it('shows an error a person can act on, inside the layout', async () => {
    const { mockApi, renderApp } = await freshApp();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(null);
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // The navbar is still there, so the visitor can go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
