import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../app-error.js';
import type { TEST_TASKS } from './worker-pool.test-tasks.js';
import { createWorkerPool, defaultPoolSize, type WorkerPool } from './worker-pool.js';

const entry = new URL('./worker-pool.test-tasks.ts', import.meta.url);

/** A gate a `held` task waits on in its thread; `open` lets it finish. */
function gate() {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  return {
    cell,
    open() {
      Atomics.store(cell, 0, 1);
      Atomics.notify(cell, 0);
    },
  };
}

describe('the file worker pool', () => {
  let pool: WorkerPool<typeof TEST_TASKS>;
  afterEach(() => pool.close());

  it('builds in a worker thread, started on the first file, and counts what it built', async () => {
    pool = createWorkerPool({ entry, size: 2 });
    expect(pool.stats()).toMatchObject({ workers: 0, started: 0, built: 0 });
    const [made, again] = await Promise.all([pool.run('echo', { text: 'a' }), pool.run('echo', { text: 'b' })]);
    const [text, thread] = made!.toString().split('@');
    expect(text).toBe('a');
    expect(Number(thread)).not.toBe(threadId);
    expect(again!.toString()).toMatch(/^b@/);
    expect(pool.stats()).toMatchObject({ workers: 2, started: 2, built: 2, running: 0, waiting: 0 });
  });

  it.runIf(process.platform === 'linux')('runs its threads at the niceness asked, and leaves the event loop as it was', async () => {
    const before = os.getPriority();
    pool = createWorkerPool({ entry, size: 1, niceness: 10 });
    expect(Number((await pool.run('niceness', undefined)).toString())).toBe(Math.max(before, 10));
    expect(os.getPriority()).toBe(before);
    await pool.close();
    pool = createWorkerPool({ entry, size: 1 });
    expect(Number((await pool.run('niceness', undefined)).toString())).toBe(before);
  });

  it('is at least one thread, one fewer than the cores', () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(1);
  });

  it('keeps a bounded queue: beyond it a file is refused with 429 and a time to come back', async () => {
    pool = createWorkerPool({ entry, size: 1, maxWaiting: 1 });
    const { cell, open } = gate();
    const running = pool.run('held', { gate: cell });
    const queued = pool.run('echo', { text: 'next' });
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 1 });
    const refused = await pool.run('echo', { text: 'one too many' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers).toEqual({ 'retry-after': '60' });
    open();
    expect((await running).toString()).toBe('released');
    expect((await queued).toString()).toMatch(/^next@/);
  });

  it('passes a failed file on as an error and goes on with the next', async () => {
    pool = createWorkerPool({ entry, size: 1 });
    await expect(pool.run('fail', { message: 'no paper' })).rejects.toThrow('building a file failed: no paper');
    expect((await pool.run('echo', { text: 'ok' })).toString()).toMatch(/^ok@/);
    expect(pool.stats().started).toBe(1);
  });

  it('replaces a thread that died, failing only the file it was making', async () => {
    pool = createWorkerPool({ entry, size: 1 });
    const crashed = pool.run('crash', undefined as never);
    const next = pool.run('echo', { text: 'after' });
    await expect(crashed).rejects.toThrow(/exited with code 3/);
    expect((await next).toString()).toMatch(/^after@/);
    expect(pool.stats()).toMatchObject({ workers: 1, started: 2 });
  });

  it('builds from parts sent while it runs, read only once a thread is free', async () => {
    pool = createWorkerPool({ entry, size: 1 });
    const { cell, open } = gate();
    const running = pool.run('held', { gate: cell });
    let started = false;
    const joined = pool.runInParts('joined', { head: 'pages:' }, async (send) => {
      started = true;
      for (const page of ['1', '2', '3']) {
        expect(send(page)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 5)); // read from a database meanwhile
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false); // waiting in line: nothing read, nothing held open
    open();
    await running;
    expect((await joined).toString()).toBe('pages:123');
  });

  it('fails a file in parts with the error that stopped its reading, and goes on with the next', async () => {
    pool = createWorkerPool({ entry, size: 1 });
    let sentAfter: boolean | null = null;
    let keepSend: ((part: string) => boolean) | null = null;
    const failed = pool.runInParts('joined', { head: '' }, async (send) => {
      send('a');
      keepSend = send;
      throw new AppError('conflict', 'The database went away');
    });
    await expect(failed).rejects.toThrow('The database went away');
    sentAfter = keepSend!('late');
    expect(sentAfter).toBe(false);
    expect((await pool.runInParts('joined', { head: 'next:' }, async (send) => void send('ok'))).toString()).toBe('next:ok');
    expect(pool.stats()).toMatchObject({ started: 1, running: 0 });
  });

  it('closes after the files already asked for, and starts again when asked for another', async () => {
    pool = createWorkerPool({ entry, size: 1 });
    const { cell, open } = gate();
    const running = pool.run('held', { gate: cell });
    let closed = false;
    const closing = pool.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    open();
    expect((await running).toString()).toBe('released');
    await closing;
    expect(pool.stats()).toMatchObject({ workers: 0, started: 1 });
    expect((await pool.run('echo', { text: 'later' })).toString()).toMatch(/^later@/);
    expect(pool.stats()).toMatchObject({ workers: 1, started: 2 });
  });
});
