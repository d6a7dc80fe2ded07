import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../utils';

describe('/pricing', () => {
  it('shows the plans themselves, without sending the visitor elsewhere to see them', async () => {
    mockApi(null);
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Pricing', level: 1 });
    expect(screen.queryByText(/See the pricing section/)).not.toBeInTheDocument();
    const plans = within(screen.getByRole('heading', { name: 'Plans' }).parentElement!);
    expect(plans.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?tab=register');
    expect(plans.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
    expect(plans.getByRole('button', { name: 'Join Waitlist' })).toHaveAccessibleDescription(
      'Pro is coming soon, so this button is not active yet.',
    );
    expect(plans.getByRole('button', { name: 'Contact Us' })).toHaveAccessibleDescription(
      'Enterprise is coming soon, so this button is not active yet.',
    );
  });
});
