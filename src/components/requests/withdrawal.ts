import { REQUEST_MOVES } from '../../shared/requestLifecycle';
import type { Confirmation } from '../ui/ConfirmDialog';

/**
 * What a candidate confirms before withdrawing their request at `company`, in "My requests" and on the page of a
 * request sent without an account: withdrawing cannot be undone, and the referrer stops seeing it as something to
 * answer. `withdraw` makes the move.
 */
export function withdrawalOf(company: string, withdraw: () => Promise<unknown>): Confirmation {
  return {
    title: `Withdraw your request to ${company}?`,
    description: 'The referrer will see that you withdrew it. You can send a new request at any time.',
    confirmLabel: 'Withdraw request',
    destructive: true,
    run: withdraw,
    done: { title: REQUEST_MOVES.withdraw.done, description: `Your request to ${company}.` },
  };
}
