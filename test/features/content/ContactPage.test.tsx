import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContactMessagesTab } from '../../../src/features/admin/components/ContactMessagesTab';
import { authMessages } from '../../../src/shared/auth';
import { contactMessages } from '../../../src/shared/contact';
import { admin, fill, json, mockApi, renderApp, renderWithProviders } from '../../utils';

const sentBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/contact').map(([, init]) => JSON.parse(init!.body as string));

describe('/contact', () => {
  it('sends a message to the team from the page, and confirms it', async () => {
    const fetchMock = mockApi(null, { 'POST /api/contact': () => json(201, { message: contactMessages.sent }) });
    const { user } = renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Contact us', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/contact form is coming/i)).not.toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Contact the ReferBridge team' }));
    await fill(user, form.getByLabelText(/Your name/), 'Ada Lovelace');
    await fill(user, form.getByLabelText(/Your e-mail/), ' Ada@Example.com');
    await user.selectOptions(form.getByLabelText(/Topic/), 'Privacy');
    await fill(user, form.getByLabelText(/Message/), 'Please tell me what you keep about me.');
    await user.click(form.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(contactMessages.sent);
    expect(sentBodies(fetchMock)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        topic: 'Privacy',
        message: 'Please tell me what you keep about me.',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('form', { name: 'Contact the ReferBridge team' })).toBeInTheDocument();
  });

  it('shows a failure on our side with the reference a person can quote to support', async () => {
    const requestId = '6f1c2a8e-4b0d-4c1e-9a57-0d3b8e2f7a61';
    mockApi(null, {
      'POST /api/contact': () =>
        json(500, { message: 'Something went wrong on our side. Please try again.', requestId }),
    });
    const { user } = renderApp('/contact');
    const form = within(await screen.findByRole('form', { name: 'Contact the ReferBridge team' }));
    await fill(user, form.getByLabelText(/Your name/), 'Ada Lovelace');
    await fill(user, form.getByLabelText(/Your e-mail/), 'ada@example.com');
    await user.selectOptions(form.getByLabelText(/Topic/), 'Privacy');
    await fill(user, form.getByLabelText(/Message/), 'Please tell me what you keep about me.');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Something went wrong on our side. Please try again. Reference: ${requestId}`,
    );
  });

  it('checks the message before sending anything', async () => {
    const fetchMock = mockApi(null);
    const { user } = renderApp('/contact');
    const form = within(await screen.findByRole('form', { name: 'Contact the ReferBridge team' }));
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByText(authMessages.nameRequired)).toBeInTheDocument();
    expect(form.getByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(form.getByText(contactMessages.topicRequired)).toBeInTheDocument();
    expect(form.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([]);
  });
});

describe('the Messages tab of the admin dashboard', () => {
  it('lists what people wrote, with the address to answer', async () => {
    mockApi(admin, {
      'GET /api/admin/contact-messages': () =>
        json(
          200,
          [
            {
              id: 1,
              name: 'Ada Lovelace',
              email: 'ada@example.com',
              topic: 'Privacy',
              message: 'Please tell me what you keep about me.',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          { 'X-Total-Count': '1' },
        ),
    });
    userEvent.setup();
    renderWithProviders(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=messages']}>
        <Routes>
          <Route path="/admin-dashboard" element={<ContactMessagesTab />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Showing 1 message')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Message from Ada Lovelace: Privacy' }));
    expect(card.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(card.getByText('Please tell me what you keep about me.')).toBeInTheDocument();
  });
});
