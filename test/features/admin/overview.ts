import type { Overview } from '../../../src/shared/schemas/admin';

/**
 * What `GET /api/admin/overview` answers for a small marketplace where nothing happened yet: three users (one an
 * admin), one referrer, one job, no requests, no outbox (as in production) and nothing failed. A test gives only what
 * it is about (`failures`, `mailOutbox`).
 */
export function overviewOf(changes: Partial<Overview> = {}): Overview {
  return {
    totals: {
      users: 3,
      admins: 1,
      disabledUsers: 0,
      referrers: 1,
      listedJobs: 1,
      removedJobs: 0,
      surveys: 0,
      pendingAssignment: 0,
      requestsByStatus: {
        new: 0,
        accepted: 0,
        declined: 0,
        referred: 0,
        hired: 0,
        withdrawn: 0,
        interviewing: 0,
        offer: 0,
        not_selected: 0,
        changes_asked: 0,
      },
    },
    weeks: [],
    mailOutbox: false,
    failures: { jobs: 0, mail: 0 },
    ...changes,
  };
}
