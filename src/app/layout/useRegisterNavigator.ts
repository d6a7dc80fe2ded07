import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../hooks';

/** Effects outside React (such as the redirect after onboarding) change the page through the router. */
export function useRegisterNavigator() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(
    () => dispatch((_dispatch, _getState, { navigator }) => navigator.connect((path) => void navigate(path))),
    [dispatch, navigate],
  );
}
