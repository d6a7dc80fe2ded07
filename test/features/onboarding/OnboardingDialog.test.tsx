import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/shared/types';
import { candidate, fill, json, mockApi, renderApp } from '../../utils';

type AppUser = ReturnType<typeof renderApp>['user'];

const newcomer: User = { ...candidate, onboardingCompleted: false };
const STEPS = ['Welcome', 'Complete Your Profile', 'Set Your Preferences', 'Setup Complete'];
const INTERESTS = [
  'Software Development',
  'Product Management',
  'Data Science',
  'Design',
  'Marketing',
  'Sales',
  'Customer Support',
  'Operations',
];
const CANDIDATE_TEXT = 'Browse jobs and request referrals from employees at the companies you want to join.';
const REFERRER_TEXT =
  'Candidates can now find you. You will receive referral requests and manage them from your dashboard.';

/**
 * A server for a user who has not finished onboarding: /api/me answers the user as the server knows them,
 * and a save marks them onboarded (unless `saveFails`).
 */
function onboardingServer({ saveFails = false } = {}) {
  let me: User = { ...newcomer };
  const saved: unknown[] = [];
  const fetchMock = mockApi(null, {
    'GET /api/me': () => json(200, me),
    'POST /api/update-onboarding': ({ body }) => {
      saved.push(body);
      if (saveFails) return json(500, { message: 'down' });
      me = { ...me, onboardingCompleted: true };
      return json(200, me);
    },
  });
  const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me').length;
  return { saved, meCalls };
}

async function onboardingDialog(step: string) {
  return within(await screen.findByRole('dialog', { name: step }));
}

type Dialog = Awaited<ReturnType<typeof onboardingDialog>>;

function progress(dialog: Dialog) {
  const list = dialog.getByRole('list', { name: 'Onboarding progress' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

function buttons(dialog: Dialog) {
  const form = within(dialog.getByRole('form', { name: 'Onboarding' }));
  return form.getAllByRole('button').map((button) => button.textContent);
}

async function press(user: AppUser, dialog: Dialog, name: 'Continue' | 'Skip' | 'Back' | 'Finish') {
  await user.click(dialog.getByRole('button', { name }));
}

/** The toast that shows `text`. */
async function findToast(text: string) {
  const toast = (await screen.findByText(text)).closest<HTMLElement>('[data-testid="toast"]');
  expect(toast).not.toBeNull();
  return toast!;
}

describe('onboarding dialog', () => {
  it('greets a signed-in user who has not finished onboarding, from any page', async () => {
    onboardingServer();
    const { router } = renderApp('/about');
    const dialog = await onboardingDialog('Welcome');
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(dialog.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Looking for job referrals' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'I can refer candidates to jobs' })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: /^Both/ })).not.toBeChecked();
    // No Back on the first step.
    expect(buttons(dialog)).toEqual(['Skip', 'Continue']);
  });

  it('stays closed for a user who has completed onboarding', async () => {
    mockApi(candidate);
    renderApp('/onboarding');
    expect(await screen.findByText('Your profile is set up. Pick up where you left off.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('walks the four steps, marking the steps completed with Continue and not those skipped', async () => {
    onboardingServer();
    const { user } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    expect(progress(dialog)).toEqual([
      'Welcome: current',
      'Complete Your Profile: not completed',
      'Set Your Preferences: not completed',
      'Setup Complete: not completed',
    ]);

    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    expect(dialog.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Full name/)).toHaveValue(newcomer.name);
    expect(buttons(dialog)).toEqual(['Back', 'Skip', 'Continue']);
    expect(progress(dialog)).toEqual([
      'Welcome: completed',
      'Complete Your Profile: current',
      'Set Your Preferences: not completed',
      'Setup Complete: not completed',
    ]);

    await press(user, dialog, 'Skip');
    dialog = await onboardingDialog('Set Your Preferences');
    expect(dialog.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(buttons(dialog)).toEqual(['Back', 'Skip', 'Continue']);
    expect(progress(dialog)).toEqual([
      'Welcome: completed',
      'Complete Your Profile: not completed',
      'Set Your Preferences: current',
      'Setup Complete: not completed',
    ]);

    await press(user, dialog, 'Back');
    dialog = await onboardingDialog('Complete Your Profile');
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Set Your Preferences');
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Setup Complete');
    expect(dialog.getByText('Step 4 of 4')).toBeInTheDocument();
    // No Skip on the last step, and Finish instead of Continue.
    expect(buttons(dialog)).toEqual(['Back', 'Finish']);
    expect(progress(dialog)).toEqual([
      'Welcome: completed',
      'Complete Your Profile: completed',
      'Set Your Preferences: completed',
      'Setup Complete: current',
    ]);
    expect(dialog.getByText("You're all set!")).toBeInTheDocument();
    expect(dialog.getByText(CANDIDATE_TEXT)).toBeInTheDocument();
    expect(dialog.queryByText(REFERRER_TEXT)).not.toBeInTheDocument();
  });

  it('offers the notification defaults and the 8 job interests to a candidate', async () => {
    onboardingServer();
    const { user } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await press(user, dialog, 'Skip');
    dialog = await onboardingDialog('Complete Your Profile');
    await press(user, dialog, 'Skip');
    dialog = await onboardingDialog('Set Your Preferences');

    const notifications = within(dialog.getByRole('group', { name: 'Notifications' }));
    expect(notifications.getByRole('checkbox', { name: 'E-mail updates' })).toBeChecked();
    expect(notifications.getByRole('checkbox', { name: 'WhatsApp messages' })).not.toBeChecked();
    expect(notifications.getByRole('checkbox', { name: 'Real-time notifications in the app' })).toBeChecked();

    const interests = within(dialog.getByRole('group', { name: 'Job interests' }));
    const options = interests.getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')!.textContent)).toEqual(INTERESTS);
    for (const option of options) expect(option).not.toBeChecked();
  });

  it('saves a candidate profile with numbers as numbers and empty optionals as null, then goes to /browse-jobs', async () => {
    const server = onboardingServer();
    const { user, router } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Complete Your Profile');
    await fill(user, dialog.getByLabelText('Job title (optional)'), 'Data Engineer');
    await fill(user, dialog.getByLabelText('Years of experience (optional)'), '5');
    await fill(user, dialog.getByLabelText('Bio (optional)'), 'I build data pipelines.');
    expect(dialog.getByLabelText('LinkedIn profile URL (optional)')).toHaveAttribute('type', 'url');
    expect(dialog.getByLabelText('Years of experience (optional)')).toHaveAttribute('type', 'number');
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Set Your Preferences');
    await user.click(dialog.getByRole('checkbox', { name: 'WhatsApp messages' }));
    await user.click(dialog.getByRole('checkbox', { name: 'E-mail updates' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Data Science' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Design' }));
    expect(dialog.getByRole('checkbox', { name: 'Data Science' })).toBeChecked();
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Setup Complete');
    const meCallsBefore = server.meCalls();
    await press(user, dialog, 'Finish');

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Profile Updated')).toBeInTheDocument();
    expect(within(toast).getByText('Your profile has been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.saved).toEqual([
      {
        name: newcomer.name,
        title: 'Data Engineer',
        company: null,
        experience: 5,
        linkedin: null,
        bio: 'I build data pipelines.',
        notifyEmail: false,
        notifyWhatsapp: true,
        notifyRealtime: true,
        interests: ['Data Science', 'Design'],
        role: 'candidate',
      },
    ]);
    // The save's answer is the session now: the onboarding guard lets the user stay where they landed, with no
    // second trip to the server for the same user.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/browse-jobs');
    expect(server.meCalls()).toBe(meCallsBefore);
  });

  it('sends the defaults when every step is skipped', async () => {
    const server = onboardingServer();
    const { user, router } = renderApp('/onboarding');
    for (const step of STEPS.slice(0, 3)) await press(user, await onboardingDialog(step), 'Skip');
    const dialog = await onboardingDialog('Setup Complete');
    expect(progress(dialog)).toEqual([
      'Welcome: not completed',
      'Complete Your Profile: not completed',
      'Set Your Preferences: not completed',
      'Setup Complete: current',
    ]);
    await press(user, dialog, 'Finish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
    expect(server.saved).toEqual([
      {
        name: newcomer.name,
        title: '',
        company: null,
        experience: null,
        linkedin: null,
        bio: '',
        notifyEmail: true,
        notifyWhatsapp: false,
        notifyRealtime: true,
        interests: [],
        role: 'candidate',
      },
    ]);
  });

  it('hides the job interests from a referrer, sends none, and lands on the referrer dashboard', async () => {
    const server = onboardingServer();
    const { user, router } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    // Interests picked as a candidate do not survive a change to referrer.
    await press(user, dialog, 'Skip');
    await press(user, await onboardingDialog('Complete Your Profile'), 'Skip');
    dialog = await onboardingDialog('Set Your Preferences');
    await user.click(dialog.getByRole('checkbox', { name: 'Marketing' }));
    await press(user, dialog, 'Back');
    await press(user, await onboardingDialog('Complete Your Profile'), 'Back');
    dialog = await onboardingDialog('Welcome');
    await user.click(dialog.getByRole('radio', { name: 'I can refer candidates to jobs' }));
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Complete Your Profile');
    await fill(user, dialog.getByLabelText(/^Company/), 'Globex');
    await fill(user, dialog.getByLabelText('LinkedIn profile URL (optional)'), 'https://www.linkedin.com/in/jordan');
    await fill(user, dialog.getByLabelText('Years of experience (optional)'), '0');
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Set Your Preferences');
    expect(dialog.getByRole('group', { name: 'Notifications' })).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: 'Job interests' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'Marketing' })).not.toBeInTheDocument();
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Setup Complete');
    expect(dialog.getByText("You're all set!")).toBeInTheDocument();
    expect(dialog.getByText(REFERRER_TEXT)).toBeInTheDocument();
    expect(dialog.queryByText(CANDIDATE_TEXT)).not.toBeInTheDocument();
    await press(user, dialog, 'Finish');

    await waitFor(() => expect(router.state.location.pathname).toBe('/referrer-dashboard'));
    expect(await screen.findByText('Your profile has been updated successfully.')).toBeInTheDocument();
    expect(server.saved).toEqual([
      {
        name: newcomer.name,
        title: '',
        company: 'Globex',
        experience: 0,
        linkedin: 'https://www.linkedin.com/in/jordan',
        bio: '',
        notifyEmail: true,
        notifyWhatsapp: false,
        notifyRealtime: true,
        interests: [],
        role: 'referrer',
      },
    ]);
  });

  it('shows both texts and the interests to a user who is both, and lands on the referrer dashboard', async () => {
    const server = onboardingServer();
    const { user, router } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await user.click(dialog.getByRole('radio', { name: /^Both/ }));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    await fill(user, dialog.getByLabelText(/^Company you work at/), 'Globex');
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Set Your Preferences');
    await user.click(dialog.getByRole('checkbox', { name: 'Operations' }));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Setup Complete');
    expect(dialog.getByText(CANDIDATE_TEXT)).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Candidates can also find you: you will receive referral requests and manage them from your dashboard.',
      ),
    ).toBeInTheDocument();
    await press(user, dialog, 'Finish');
    await waitFor(() => expect(router.state.location.pathname).toBe('/referrer-dashboard'));
    expect(server.saved).toEqual([
      expect.objectContaining({ role: 'both', company: 'Globex', interests: ['Operations'] }),
    ]);
  });

  it('says so when the save fails, and stays open on the last step', async () => {
    const server = onboardingServer({ saveFails: true });
    const { user, router } = renderApp('/onboarding');
    for (const step of STEPS.slice(0, 3)) await press(user, await onboardingDialog(step), 'Continue');
    const dialog = await onboardingDialog('Setup Complete');
    await press(user, dialog, 'Finish');

    const toast = await findToast('Failed to update your profile. Please try again.');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(server.saved).toHaveLength(1);
    expect(await dialog.findByRole('button', { name: 'Finish' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Setup Complete' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });
});

describe('onboarding: what the server refuses', () => {
  it('takes a referrer without a company back to the profile step, with the message under the field', async () => {
    const message = 'Please enter the company you work at, so candidates can find you.';
    mockApi(null, {
      'GET /api/me': () => json(200, newcomer),
      'POST /api/update-onboarding': () => json(400, { message, errors: { company: message } }),
    });
    const { user, router } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await user.click(dialog.getByRole('radio', { name: 'I can refer candidates to jobs' }));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    expect(dialog.getByText('Candidates find referrers by company.')).toBeInTheDocument();
    await press(user, dialog, 'Skip');
    await press(user, await onboardingDialog('Set Your Preferences'), 'Skip');
    await press(user, await onboardingDialog('Setup Complete'), 'Finish');

    expect(await findToast('Failed to update your profile. Please try again.')).toBeInTheDocument();
    dialog = await onboardingDialog('Complete Your Profile');
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});

describe("onboarding: each step checked on Continue, with the server's rules", () => {
  it('keeps the profile step open with every problem under its field, focus on the first, and saves nothing', async () => {
    const server = onboardingServer();
    const { user } = renderApp('/onboarding');
    await press(user, await onboardingDialog('Welcome'), 'Continue');
    let dialog = await onboardingDialog('Complete Your Profile');
    const name = dialog.getByLabelText(/^Full name/);
    await user.clear(name);
    await fill(user, name, 'N'.repeat(300));
    await fill(user, dialog.getByLabelText('Years of experience (optional)'), '-3');
    await fill(user, dialog.getByLabelText('LinkedIn profile URL (optional)'), 'not a url');
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Complete Your Profile');
    expect(await dialog.findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(dialog.getByText('Years of experience must be a number from 0 to 70')).toBeInTheDocument();
    expect(
      dialog.getByText('Please enter a valid URL, such as https://www.linkedin.com/in/your-name'),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(/^Full name/)).toHaveFocus());
    expect(progress(dialog)).toEqual([
      'Welcome: completed',
      'Complete Your Profile: current',
      'Set Your Preferences: not completed',
      'Setup Complete: not completed',
    ]);

    // Put right, the step continues and counts as completed.
    await user.clear(dialog.getByLabelText(/^Full name/));
    await fill(user, dialog.getByLabelText(/^Full name/), 'Ada Obi');
    await user.clear(dialog.getByLabelText('Years of experience (optional)'));
    await fill(user, dialog.getByLabelText('Years of experience (optional)'), '3');
    await user.clear(dialog.getByLabelText('LinkedIn profile URL (optional)'));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Set Your Preferences');
    expect(progress(dialog)[1]).toBe('Complete Your Profile: completed');
    expect(server.saved).toEqual([]);
  });

  it('asks a referrer for the company they work at before they continue', async () => {
    onboardingServer();
    const { user } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await user.click(dialog.getByRole('radio', { name: 'I can refer candidates to jobs' }));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    await press(user, dialog, 'Continue');

    dialog = await onboardingDialog('Complete Your Profile');
    const company = dialog.getByLabelText(/^Company you work at/);
    expect(
      await dialog.findByText('Please enter the company you work at, so candidates can find you.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(company).toHaveFocus());
    expect(progress(dialog)[1]).toBe('Complete Your Profile: current');
  });

  it('says which profile fields are required and which optional', async () => {
    onboardingServer();
    const { user } = renderApp('/onboarding');
    let dialog = await onboardingDialog('Welcome');
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    expect(dialog.getByLabelText(/^Full name/)).toBeRequired();
    for (const optional of [
      'Job title (optional)',
      'Company (optional)',
      'Years of experience (optional)',
      'LinkedIn profile URL (optional)',
      'Bio (optional)',
    ]) {
      expect(dialog.getByLabelText(optional)).not.toBeRequired();
    }

    // A referrer's company is required: candidates find referrers by company.
    await press(user, dialog, 'Back');
    dialog = await onboardingDialog('Welcome');
    await user.click(dialog.getByRole('radio', { name: /^Both/ }));
    await press(user, dialog, 'Continue');
    dialog = await onboardingDialog('Complete Your Profile');
    expect(dialog.getByLabelText(/^Company you work at/)).toBeRequired();
  });
});
