import { createListenerMiddleware, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { assign, setup } from 'xstate';
import { onboardingMachine } from '../../machines/onboarding.machine';
import { requestModalMachine } from '../../machines/requestModal.machine';
import { surveyMachine } from '../../machines/survey.machine';
import { addFlowEffects, createFlow, effectsLeftToTheApp } from '../../src/lib/flows';

/** A small machine with one effect the app must run, one `assign` xstate runs itself, and a delayed event. */
const bellMachine = setup({
  types: { context: {} as { rings: number }, events: {} as { type: 'bell.ring' } | { type: 'bell.hush' } },
  actions: {
    countRing: assign({ rings: ({ context }) => context.rings + 1 }),
    playSound: (_, _params: { loud: boolean }) => {},
  },
}).createMachine({
  id: 'bell',
  initial: 'quiet',
  context: { rings: 0 },
  states: {
    quiet: {
      on: { 'bell.ring': { target: 'ringing', actions: ['countRing', { type: 'playSound', params: { loud: true } }] } },
    },
    ringing: { after: { 50: 'quiet' }, on: { 'bell.hush': 'quiet' } },
  },
});

function bellStore() {
  const flow = createFlow(bellMachine, 'bellFlow');
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: { bellFlow: flow.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
  });
  return {
    flow,
    store,
    startListening: listeners.startListening.withTypes<ReturnType<typeof store.getState>>(),
    listeners,
  };
}

describe('the flows seam', () => {
  it('names the effects each machine leaves to the app, not the ones xstate runs itself', () => {
    expect(effectsLeftToTheApp(bellMachine)).toEqual(['playSound']);
    expect(effectsLeftToTheApp(surveyMachine).sort()).toEqual(
      [
        'clearStoredDrafts',
        'notifySkipped',
        'notifySubmitFailed',
        'notifySubmitted',
        'submitSurvey',
        'trackSurveyOpened',
      ].sort(),
    );
    expect(effectsLeftToTheApp(requestModalMachine)).not.toContain('rememberTarget');
    expect(effectsLeftToTheApp(onboardingMachine)).toContain('saveProfile');
  });

  it('refuses effects that leave one of the machine’s actions out', () => {
    const { flow, startListening } = bellStore();
    expect(() => addFlowEffects(startListening, flow, {})).toThrow(
      'The bell machine asks for effects the app does not implement: playSound',
    );
  });

  it('runs each effect with the params the machine passes, and fires delayed events marked with their flow', async () => {
    const { flow, store, startListening, listeners } = bellStore();
    const played = vi.fn();
    const seen: UnknownAction[] = [];
    startListening({ predicate: () => true, effect: (action) => void seen.push(action) });
    addFlowEffects(startListening, flow, { playSound: (params) => played(params) });

    store.dispatch({ type: 'bell.ring' });
    expect(store.getState().bellFlow).toEqual({ value: 'ringing', context: { rings: 1 } });
    await vi.waitFor(() => expect(played).toHaveBeenCalledWith({ loud: true }));

    // The machine's `after` comes back as an action the bell's reducer takes: xstate's type, the flow's mark.
    await vi.waitFor(() => expect(store.getState().bellFlow.value).toBe('quiet'));
    expect(seen.at(-1)).toEqual({ type: 'xstate.after.50.bell.ringing', meta: { delayedEventOf: 'bell' } });
    listeners.clearListeners();
  });

  it('stops a delayed event when the machine leaves the state that scheduled it', async () => {
    const { flow, store, startListening, listeners } = bellStore();
    const seen: string[] = [];
    startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
    addFlowEffects(startListening, flow, { playSound: () => {} });

    store.dispatch({ type: 'bell.ring' });
    store.dispatch({ type: 'bell.hush' });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual(['bell.ring', 'bell.hush']);
    listeners.clearListeners();
  });
});
