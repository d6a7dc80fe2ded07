import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReportsTab } from '../../../src/features/admin/components/ReportsTab';
import type { ReportedConversation, ReportedMessage } from '../../../src/shared/schemas/conversations';
import { admin, json, mockApi, renderWithProviders } from '../../utils';

const reported: ReportedMessage = {
  id: 41,
  conversationId: 5,
  requestId: 12,
  company: 'Globex',
  authorParty: 'referrer',
  authorName: 'Remy Referrer',
  body: 'Send me <b>money</b> first.',
  createdAt: '2026-11-20T12:00:00.000Z',
  reportedAt: '2026-11-20T13:00:00.000Z',
  reportedByName: 'Cleo Candidate',
};

const conversation: ReportedConversation = {
  id: 5,
  requestId: 12,
  company: 'Globex',
  candidateName: 'Cleo Candidate',
  referrerName: 'Remy Referrer',
  closedAt: null,
  closedByParty: null,
  messages: [
    { id: 40, authorParty: 'candidate', body: 'Any news?', createdAt: '2026-11-20T11:00:00.000Z', reportOpen: false },
    { id: 41, authorParty: 'referrer', body: reported.body, createdAt: reported.createdAt, reportOpen: true },
  ],
};

describe('the Reports tab', () => {
  it('lists each reported message, shows its conversation on demand, and resolves it after a confirmation', async () => {
    const calls: string[] = [];
    mockApi(admin, {
      'GET /api/admin/reported-messages': () => json(200, calls.includes('resolve 41') ? [] : [reported]),
      'GET /api/admin/conversations/5': () => json(200, conversation),
      'POST /api/admin/reported-messages/41/resolve': () => {
        calls.push('resolve 41');
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ReportsTab />
      </MemoryRouter>,
    );
    const card = await screen.findByRole('article', {
      name: 'Reported message from Remy Referrer, request 12 at Globex',
    });
    // Plain text: the markup shows as typed.
    expect(within(card).getByText('Send me <b>money</b> first.')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Read the conversation' }));
    const thread = await within(card).findByRole('list', { name: 'Conversation of Cleo Candidate and Remy Referrer' });
    expect(within(thread).getByText('Any news?')).toBeInTheDocument();
    expect(within(thread).getByText('Cleo Candidate (candidate)')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    await user.click(await screen.findByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(calls).toEqual(['resolve 41']);
    expect(await screen.findByText('No reports')).toBeInTheDocument();
  });
});
