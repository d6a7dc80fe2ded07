import type { ThunkAction, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppServices, RootState } from './store';

/**
 * The store's typed bindings, for every component, hook, listener and thunk in src (lint forbids react-redux's
 * untyped hooks). This module imports only types from the store, so features, components and lib may import it
 * (eslint.config.js).
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** A thunk of this store: its third argument is the store's services (store.ts). */
export type AppThunk<TResult = void> = ThunkAction<TResult, RootState, AppServices, UnknownAction>;

/** How a feature adds listeners (its effects) to this store; `listenerApi.extra` is the store's services. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;
