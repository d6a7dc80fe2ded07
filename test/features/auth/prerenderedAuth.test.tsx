import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prerender } from '../../../src/rendering/renderApp';
import { mockApi, renderApp } from '../../utils';

describe('the prerendered sign-in page', () => {
  // A press before the app runs is kept and made again once it does (test/rendering/earlyPresses.test.ts).
  it('ships its submit button ready to press, in a form that would post rather than put the password in the URL', async () => {
    mockApi(null);
    document.body.innerHTML = (await prerender('/auth')).markup;
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(form.getAttribute('method')).toBe('post');
    document.body.innerHTML = '';
  });

  it('keeps it enabled once the app runs', async () => {
    mockApi(null);
    renderApp('/auth');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
