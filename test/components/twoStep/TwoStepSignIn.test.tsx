import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TwoStepStatus } from '../../../src/shared/schemas/twoStep';
import { twoStepMessages } from '../../../src/shared/twoStep';
import { admin, candidate, json, mockApi, renderApp } from '../../utils';

const FORM_TIMEOUT = { timeout: 15_000 };

const off: TwoStepStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on: TwoStepStatus = {
  enabled: true,
  enabledAt: '2026-11-20T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/ReferBridge:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=ReferBridge',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcdefghjkmnpq${String(index).padStart(2, '0')}`);

const account = {
  name: candidate.name,
  email: candidate.email,
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  whatsappConfigured: false,
};

describe('two-step sign-in on /profile', () => {
  it('turns on: password, the key as a link and as text, the first code, then the recovery codes once', async () => {
    let status = off;
    const fetchMock = mockApi(candidate, {
      'GET /api/me/account': () => json(200, account),
      'GET /api/me/referral-requests': () => json(200, []),
      'GET /api/me/two-step': () => json(200, status),
      'POST /api/me/two-step/enrolment': ({ body }) =>
        (body as { password: string }).password === 'right password'
          ? json(200, enrolment)
          : json(400, { message: twoStepMessages.passwordWrong, errors: { password: twoStepMessages.passwordWrong } }),
      'POST /api/me/two-step/confirmation': () => {
        status = { ...on, enabledAt: new Date().toISOString() };
        return json(200, { recoveryCodes });
      },
    });
    const { user } = renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }, FORM_TIMEOUT));
    const start = within(await section.findByRole('form', { name: 'Turn on two-step sign-in' }, FORM_TIMEOUT));
    await user.type(start.getByLabelText(/Password/), 'wrong password');
    await user.click(start.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await start.findByText(twoStepMessages.passwordWrong)).toBeInTheDocument();
    await user.clear(start.getByLabelText(/Password/));
    await user.type(start.getByLabelText(/Password/), 'right password');
    await user.click(start.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(await section.findByRole('link', { name: 'Open in your authenticator app' })).toHaveAttribute(
      'href',
      enrolment.otpauthUri,
    );
    expect(section.getByTestId('two-step-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const confirm = within(section.getByRole('form', { name: 'Confirm two-step sign-in' }));
    await user.type(confirm.getByLabelText(/Code from your app/), '123456');
    await user.click(confirm.getByRole('button', { name: 'Turn on' }));

    const codes = within(await section.findByRole('list', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem')).toHaveLength(10);
    expect(codes.getByText('abcd-efgh-jkmn-pq00')).toBeInTheDocument();
    expect(screen.getByText(twoStepMessages.turnedOn.title)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'I have saved them' }));
    expect(await section.findByText(/recovery codes are left/)).toHaveTextContent('10 recovery codes are left');
    expect(section.queryByText('abcd-efgh-jkmn-pq00')).not.toBeInTheDocument();
    const confirmation = fetchMock.mock.calls.find(([url]) => url === '/api/me/two-step/confirmation')!;
    expect(JSON.parse(confirmation[1]!.body as string)).toEqual({ code: '123456' });
  }, 30_000);

  it('turns off after the password', async () => {
    let status = on;
    mockApi(candidate, {
      'GET /api/me/account': () => json(200, account),
      'GET /api/me/referral-requests': () => json(200, []),
      'GET /api/me/two-step': () => json(200, status),
      'DELETE /api/me/two-step': () => {
        status = off;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Two-step sign-in' }, FORM_TIMEOUT));
    const form = within(await section.findByRole('form', { name: 'Turn off two-step sign-in' }, FORM_TIMEOUT));
    await user.click(form.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await form.findByText(twoStepMessages.passwordRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Password/), 'right password');
    await user.click(form.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await section.findByRole('form', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(twoStepMessages.turnedOff.title)).toBeInTheDocument();
  }, 30_000);
});

describe('two-step sign-in on the admin dashboard', () => {
  it('shows the enrolment instead of the tabs where admins must use it', async () => {
    mockApi(admin, {
      'GET /api/me/two-step': () => json(200, { ...off, required: true }),
      'GET /api/admin/overview': () => json(403, { message: twoStepMessages.adminMustEnrol }),
    });
    renderApp('/admin-dashboard');
    const section = await screen.findByRole('region', { name: 'Turn on two-step sign-in' }, FORM_TIMEOUT);
    expect(within(section).getByRole('form', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  }, 30_000);

  it('elsewhere, shows the tabs with a banner that leads to the profile', async () => {
    mockApi(admin, {
      'GET /api/me/two-step': () => json(200, off),
    });
    renderApp('/admin-dashboard');
    const banner = await screen.findByRole('note', {}, FORM_TIMEOUT);
    expect(banner).toHaveTextContent('Two-step sign-in is off for your account.');
    expect(within(banner).getByRole('link', { name: 'Turn it on in your profile' })).toHaveAttribute(
      'href',
      '/profile#two-step-heading',
    );
    await waitFor(() => expect(screen.getByRole('tablist')).toBeInTheDocument());
  }, 30_000);
});
