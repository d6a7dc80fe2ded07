import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../utils';

vi.mock('../../src/features/content/pages/AboutPage', () => ({
  default: () => {
    throw new Error('This page broke while rendering');
  },
}));

describe('a page that fails', () => {
  it('shows an error a person can act on, inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(null);
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // The navbar is still there, so the visitor can go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
