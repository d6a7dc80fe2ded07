import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/**
 * The store's typed hooks, for every component and hook in src (lint forbids react-redux's untyped ones). This
 * module imports only types from the store, so features, components and lib may import it (eslint.config.js).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
