import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AwaitingAnswerRequest } from '../../../src/shared/schemas/admin';
import type { MatchScore, MatchScores } from '../../../src/shared/schemas/matchReasons';
import { admin, json, mockApi, renderApp } from '../../utils';

const awaiting: AwaitingAnswerRequest = {
  id: 12,
  name: 'Ola Overdue',
  email: 'ola@example.com',
  company: 'Globex',
  jobTitle: 'Frontend Engineer',
  createdAt: '2026-11-18T10:00:00.000Z',
  referrerId: 5,
  referrerName: 'Fay Frontend',
  assignedAt: '2026-11-19T09:30:00.000Z',
};

const score = (change: Partial<MatchScore>): MatchScore => ({
  fittingSpecialties: [],
  specialtyFit: { value: 0, weight: 3, points: 0 },
  responseRate: null,
  responseRecord: { value: 0.5, weight: 2, points: 1 },
  assignedThisWeek: 0,
  weeklyCap: null,
  lightLoad: { value: 1, weight: 1, points: 1 },
  total: 2,
  ...change,
});

const scores: MatchScores = {
  origin: 'matching',
  storedScore: null,
  computedAt: '2026-11-20T10:00:00.000Z',
  referrers: [
    {
      id: 5,
      name: 'Fay Frontend',
      role: 'holds',
      excluded: 'had-it',
      score: score({
        fittingSpecialties: ['Frontend', 'React'],
        specialtyFit: { value: 1, weight: 3, points: 3 },
        responseRate: 0.87,
        responseRecord: { value: 0.87, weight: 2, points: 1.74 },
        assignedThisWeek: 2,
        weeklyCap: 5,
        lightLoad: { value: 0.6, weight: 1, points: 0.6 },
        total: 5.34,
      }),
    },
    { id: 6, name: 'Nel Newcomer', role: null, excluded: null, score: score({}) },
    { id: 7, name: 'Uma Unverified', role: null, excluded: 'not-verified', score: score({ total: 2 }) },
  ],
};

describe('the score breakdown on the assignment dialog', () => {
  it(
    'lists every referrer with each part of their score and the total, the one who has it first',
    { timeout: 30_000 },
    async () => {
      mockApi(admin, {
        'GET /api/admin/referral-requests/awaiting-answer': () => json(200, [awaiting], { 'X-Total-Count': '1' }),
        'GET /api/admin/referral-requests/12/suggestions': () => json(200, []),
        'GET /api/admin/referral-requests/12/match-scores': () => json(200, scores),
      });
      const { user } = renderApp('/admin-dashboard?tab=awaiting-answer');
      // The tab's code loads on its first visit: slow when the test files run side by side.
      await user.click(
        await screen.findByRole('button', { name: 'Reassign the request from Ola Overdue' }, { timeout: 10_000 }),
      );
      const form = within(await screen.findByRole('form', { name: 'Reassign the request from Ola Overdue' }));
      expect(form.queryByRole('list', { name: 'How the matching scores them' })).not.toBeInTheDocument();
      await user.click(await form.findByRole('button', { name: 'Show the scores (3)' }));
      const list = within(await form.findByRole('list', { name: 'How the matching scores them' }));
      const items = list.getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
        'Fay Frontend',
        'Nel Newcomer',
        'Uma Unverified',
      ]);
      const first = within(items[0]!);
      expect(first.getByText('Has it now')).toBeVisible();
      expect(first.getByText('3.0 of 3 (Frontend, React)')).toBeVisible();
      expect(first.getByText('1.7 of 2 (answers 87% of requests)')).toBeVisible();
      expect(first.getByText('0.6 of 1 (room for 3 more this week)')).toBeVisible();
      expect(first.getByText('5.3 of 6')).toBeVisible();
      expect(
        within(items[1]!).getByText('1.0 of 2 (new to ReferBridge, so counted as average for answering)'),
      ).toBeVisible();
      expect(within(items[2]!).getByText('Work e-mail not verified')).toBeVisible();
    },
  );
});
