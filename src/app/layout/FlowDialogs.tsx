import { lazy, Suspense, useEffect, useState } from 'react';
import { dialogOpenedBy, type LazyDialogName } from '../../lib/lazyDialogs';
import { storedStateIs } from '../../lib/lazyFlows';
import { useAppSelector } from '../hooks';

const loadDialog: Record<LazyDialogName, () => Promise<{ default: React.ComponentType }>> = {
  'request-modal': () =>
    import('../../features/referral-request/components/RequestReferralModal').then((module) => ({
      default: module.RequestReferralModal,
    })),
  survey: () =>
    import('../../features/survey/components/SurveyDialog').then((module) => ({ default: module.SurveyDialog })),
};
const RequestReferralModal = lazy(loadDialog['request-modal']);
const SurveyDialog = lazy(loadDialog.survey);
/** How long after the page's load the dialogs are fetched, when nothing asked for them sooner. */
const IDLE_PREFETCH_DELAY_MS = 4000;

/**
 * The flow dialogs (the referral request, the survey), opened by their flows from any page. Their code is fetched
 * ahead of their first opening; each is mounted from that opening on, so later ones animate in and out as usual.
 */
export function FlowDialogs() {
  usePrefetchDialogs();
  const requestModalOpen = useOpenedOnce(useAppSelector((state) => storedStateIs(state.requestModalFlow, 'open')));
  const surveyOpen = useOpenedOnce(useAppSelector((state) => storedStateIs(state.surveyFlow, 'open')));
  return (
    <Suspense fallback={null}>
      {requestModalOpen && <RequestReferralModal />}
      {surveyOpen && <SurveyDialog />}
    </Suspense>
  );
}

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Fetches each flow dialog's code ahead of its first opening (src/lib/lazyDialogs.ts). */
function usePrefetchDialogs() {
  useEffect(() => {
    const prefetch = (dialog: LazyDialogName | undefined) => dialog && void loadDialog[dialog]();
    const onIntent = (event: Event) => prefetch(dialogOpenedBy(event.target));
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    // Well after the first screen is interactive, so this never competes with it.
    const timer = setTimeout(() => {
      const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
      whenIdle(() => {
        prefetch('request-modal');
        prefetch('survey');
      });
    }, IDLE_PREFETCH_DELAY_MS);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      clearTimeout(timer);
    };
  }, []);
}
