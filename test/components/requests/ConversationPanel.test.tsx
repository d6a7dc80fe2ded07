import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConversationPanel } from '../../../src/components/requests/ConversationPanel';
import { CONVERSATION, conversationMessages } from '../../../src/shared/conversation';
import type { Conversation, ConversationMessage } from '../../../src/shared/schemas/conversations';
import { candidate, fill, json, mockApi, renderWithProviders } from '../../utils';

const message = (id: number, change: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id,
  authorParty: 'referrer',
  mine: false,
  body: `Message ${id}`,
  createdAt: '2026-11-20T12:00:00.000Z',
  reported: false,
  ...change,
});

const conversation = (change: Partial<Conversation> = {}): Conversation => ({
  party: 'candidate',
  otherName: 'Priya Raman',
  closedAt: null,
  closedByParty: null,
  cannotWriteBecause: null,
  messages: [],
  ...change,
});

/** The conversation of request 7, as the server holds it: what is posted is added, as the server would. */
function serve(state: Conversation) {
  const calls: string[] = [];
  mockApi(candidate, {
    'GET /api/referral-requests/7/conversation': () => json(200, state),
    'POST /api/referral-requests/7/messages': ({ body }) => {
      calls.push(`send ${(body as { body: string }).body}`);
      const sent = message(100 + state.messages.length, {
        authorParty: 'candidate',
        mine: true,
        body: (body as { body: string }).body,
      });
      state.messages = [...state.messages, sent];
      return json(201, sent);
    },
    'POST /api/messages/1/report': () => {
      calls.push('report 1');
      return new Response(null, { status: 204 });
    },
    'POST /api/referral-requests/7/conversation/close': () => {
      calls.push('close');
      Object.assign(state, {
        closedAt: '2026-11-21T09:30:00.000Z',
        closedByParty: 'candidate',
        cannotWriteBecause: 'closed',
      });
      return json(200, state);
    },
  });
  return calls;
}

describe('ConversationPanel', () => {
  it('shows the messages as plain text in a log region, and an empty conversation says whom to write to', async () => {
    serve(conversation({ messages: [message(1, { body: 'Send me <b>your</b> portfolio\nplease' })] }));
    renderWithProviders(<ConversationPanel requestId={7} />);
    const log = await screen.findByRole('log', { name: 'Messages with Priya Raman' });
    expect(within(log).getByText('Priya Raman')).toBeInTheDocument();
    // The markup is text: no element was made of it.
    expect(within(log).getByText(/Send me <b>your<\/b> portfolio/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(within(log).getByText('Nov 20, 2026, 12:00 PM', { exact: false })).toBeInTheDocument();
  });

  it('sends a message once, counts its characters, and refuses one past the limit in the shared words', async () => {
    const state = conversation();
    const calls = serve(state);
    const user = userEvent.setup();
    renderWithProviders(<ConversationPanel requestId={7} />);
    expect(await screen.findByText('No messages yet. Write to Priya Raman about this request.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await fill(user, box, 'x'.repeat(CONVERSATION.messageMaxLength + 1));
    expect(screen.getByText('2,001 of 2,000 characters. Plain text only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(conversationMessages.bodyTooLong)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(box);
    await fill(user, box, 'Is the team still hiring?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByText('Is the team still hiring?')).toHaveLength(1));
    expect(within(log).getByText('You')).toBeInTheDocument();
    expect(calls).toEqual(['send Is the team still hiring?']);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('reports the other side’s message and closes the conversation, each after a confirmation', async () => {
    const calls = serve(conversation({ messages: [message(1), message(2, { authorParty: 'candidate', mine: true })] }));
    const user = userEvent.setup();
    renderWithProviders(<ConversationPanel requestId={7} />);
    const log = await screen.findByRole('log');
    // Only the other side's message can be reported.
    const reports = within(log).getAllByRole('button', { name: /^Report the message of/ });
    expect(reports).toHaveLength(1);
    await user.click(reports[0]!);
    await user.click(await screen.findByRole('button', { name: 'Report message' }));
    expect(await within(log).findByText('Reported')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/This conversation was closed by you on Nov 21, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(calls).toEqual(['report 1', 'close']);
  });
});
