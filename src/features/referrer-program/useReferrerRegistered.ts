import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { toastAdded } from '../../components/ui/toaster/toastsSlice';
import { safeRedirect } from '../../lib/safeRedirect';
import { paths } from '../../shared/paths';
import { referrerProfileMessages } from '../../shared/referrerProfile';

/** After registering as a referrer: a toast, then the page the user was on their way to, else the dashboard. */
export function useReferrerRegistered(redirect: string | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(toastAdded(referrerProfileMessages.registered));
    void navigate(safeRedirect(redirect, paths.referrerDashboard.href()), { replace: true });
  };
}
