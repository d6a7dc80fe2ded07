import { configureStore, Tuple, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { surveyEvents } from '../../machines/survey.events';
import { lazyFlowsMiddleware, storedStateIs, type LoadedFlow } from '../../src/lib/lazyFlows';
import { makeTestStore, mockApi } from '../utils';

describe('flows loaded on their first event', () => {
  it('holds the events of a flow until it has loaded, then lets them through in order', async () => {
    mockApi(null);
    const recorded: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      recorded.push((action as UnknownAction).type);
      return next(action);
    };
    const store = makeTestStore(undefined, [recorder]);
    store.dispatch(surveyEvents.open());
    store.dispatch(surveyEvents.close());
    store.dispatch(surveyEvents.open());
    // Nothing reached the reducers yet: the survey's code is on its way.
    expect(recorded.filter((type) => type.startsWith('survey.'))).toEqual([]);

    await vi.waitFor(() => expect(recorded.filter((type) => type.startsWith('survey.'))).toHaveLength(3));
    expect(recorded.filter((type) => type.startsWith('survey.'))).toEqual([
      'survey.open',
      'survey.close',
      'survey.open',
    ]);
    expect(storedStateIs(store.getState().surveyFlow, 'open')).toBe(true);
    // Once loaded, an event goes straight through.
    store.dispatch(surveyEvents.close());
    expect(storedStateIs(store.getState().surveyFlow, 'closed')).toBe(true);
  });

  it('drops the held event when the code cannot be loaded, and tries again on the next one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const attached: LoadedFlow<unknown>[] = [];
    const loaded: LoadedFlow<unknown> = {
      flow: { reducerPath: 'demoFlow', reducer: (state = null) => state },
      addEffects: () => {},
    };
    const load = vi
      .fn<() => Promise<LoadedFlow<unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(loaded);
    const passed: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      passed.push((action as UnknownAction).type);
      return next(action);
    };
    const store = configureStore({
      reducer: (state: object = {}) => state,
      middleware: () =>
        new Tuple(
          lazyFlowsMiddleware<unknown>([{ id: 'demo', load }], (flow) => attached.push(flow)),
          recorder,
        ),
    });
    const run = (action: UnknownAction) => store.dispatch(action);

    run({ type: 'demo.first' });
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('The demo flow could not be loaded', expect.any(Error)));
    expect(passed).toEqual([]);

    run({ type: 'demo.second' });
    run({ type: 'other.event' });
    expect(passed).toEqual(['other.event']);
    await vi.waitFor(() => expect(passed).toEqual(['other.event', 'demo.second']));
    expect(attached).toEqual([loaded]);
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });

  it('reads a top-level state from the stored JSON, and a flow not loaded is in none', () => {
    expect(storedStateIs(undefined, 'open')).toBe(false);
    expect(storedStateIs({ value: 'closed' }, 'open')).toBe(false);
    expect(storedStateIs({ value: { open: 'sending' } }, 'open')).toBe(true);
  });
});
