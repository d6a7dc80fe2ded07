import { describe, expect, it, vi } from 'vitest';
import { untilStarted } from '../../src/server/main';

/**
 * The job queue's start as main.ts runs it, after the server listens: a start that fails (the database gone a moment)
 * is tried again until it runs, and a server that stops meanwhile ends the tries. The queue itself is a stand-in here;
 * test/server/faults.test.ts takes a real database away.
 */
const RETRY_MS = 20;
const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe("the job queue's start", () => {
  it('is tried again after a failure, says so in the log, and answers the queue once it runs', async () => {
    const log = quietLog();
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockResolvedValue('the queue');
    await expect(untilStarted(start, log, new AbortController().signal, RETRY_MS)).resolves.toBe('the queue');
    expect(start).toHaveBeenCalledTimes(3);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]![1]).toBe('the job queue did not start; trying again in 0.02 s');
    expect(log.info).toHaveBeenCalledWith({ attempt: 3 }, 'the job queue started');
  });

  it('stops trying when the server stops during the wait between two tries', async () => {
    const stopping = new AbortController();
    const start = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('Connection refused'));
    const tries = untilStarted(start, quietLog(), stopping.signal, 60_000);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    stopping.abort();
    await expect(tries).rejects.toThrow();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts the queue of a server that stopped before its turn', async () => {
    const stopping = new AbortController();
    stopping.abort();
    const start = vi.fn<() => Promise<string>>().mockResolvedValue('the queue');
    await expect(untilStarted(start, quietLog(), stopping.signal, RETRY_MS)).rejects.toThrow(
      'The server stopped before its job queue started',
    );
    expect(start).not.toHaveBeenCalled();
  });
});
