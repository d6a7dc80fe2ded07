import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prerender } from '../../../src/prerender';
import { mockApi, renderApp } from '../../utils';

describe('the prerendered sign-in page', () => {
  it('ships its submit button disabled, so a press before the app takes over cannot post the form natively', async () => {
    mockApi(null);
    document.body.innerHTML = await prerender('/auth');
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeDisabled();
    document.body.innerHTML = '';
  });

  it('enables it once the app runs', async () => {
    mockApi(null);
    renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
