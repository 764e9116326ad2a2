import { REQUEST_MESSAGES } from '@foyer/contracts';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../app-error.js';
import type { FileTasks, PartOf, ResultMessage, TaskMessage } from './file-tasks.js';

const THREAD_MODULE = new URL('./worker-thread.mjs', import.meta.url);

/** Leave one core to the event loop (and the database, when it is PGlite); at least one worker. */
export const defaultPoolSize = () => Math.max(1, os.availableParallelism() - 1);

/** More files waiting than this are refused: each waiting one holds its input in memory. */
export const DEFAULT_MAX_WAITING = 50;

/** Seconds a refused caller is asked to wait. */
const BUSY_RETRY_SECONDS = 60;

export interface WorkerPoolStats {
  /** Worker threads alive now. */
  workers: number;
  /** Worker threads started since the process began (a crashed one is replaced). */
  started: number;
  /** Files built in a worker thread and handed back. */
  built: number;
  running: number;
  waiting: number;
}

export interface WorkerPool<T extends FileTasks> {
  /** Builds a file in a worker thread; refuses with 429 when too many are waiting already. */
  run<K extends keyof T & string>(kind: K, input: Parameters<T[K]>[0]): Promise<Buffer>;
  /**
   * Builds a file whose parts are read while it is written: `produce` starts once a thread is free
   * (so a file waiting in line holds nothing open, a transaction say) and sends each part as it is
   * read; `send` answers false once the file has failed, and the rest need not be read. A failure
   * of `produce` fails the file with that error.
   */
  runInParts<K extends keyof T & string>(
    kind: K,
    input: Parameters<T[K]>[0],
    produce: (send: (part: PartOf<T[K]>) => boolean) => Promise<void>,
  ): Promise<Buffer>;
  /** Waits for the files already asked for, then stops the threads. A later run starts new ones. */
  close(): Promise<void>;
  stats(): WorkerPoolStats;
}

interface Job {
  message: TaskMessage & { kind: string };
  produce?: (send: (part: unknown) => boolean) => Promise<void>;
  /** Settled: its bytes came back or it failed, and parts still sent are dropped. */
  settled: boolean;
  resolve(bytes: Buffer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * A small pool of worker threads for CPU-heavy files (ticket PDFs, spreadsheets), so building
 * them never holds the event loop: the server keeps answering while they are made. Threads start
 * on the first file, not with the app; the module at `entry` calls `serveFileTasks` with `T`.
 */
export function createWorkerPool<T extends FileTasks>(options: {
  entry: URL;
  size?: number;
  maxWaiting?: number;
  /**
   * How much lower than the event loop its threads run (Linux's nice, 0–19; 0 when not given):
   * with the cores busy they get what answering requests leaves, so files come later instead of
   * answers. Only on Linux, where a thread has its own; elsewhere the threads run as the process.
   */
  niceness?: number;
}): WorkerPool<T> {
  const size = options.size ?? defaultPoolSize();
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  let slots: Slot[] = [];
  const waiting: Job[] = [];
  let idleWaiters: (() => void)[] = [];
  let nextId = 1;
  let started = 0;
  let built = 0;

  const busy = () => waiting.length > 0 || slots.some((slot) => slot.job);

  const settleIdle = () => {
    if (busy()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  };

  /** A thread that failed or exited: its file fails, and the next file starts a new thread. */
  const drop = (slot: Slot, error: unknown) => {
    if (!slots.includes(slot)) return;
    slots = slots.filter((other) => other !== slot);
    const job = slot.job;
    slot.job = null;
    job?.reject(error);
    dispatch();
  };

  const spawn = (): Slot => {
    const worker = new Worker(THREAD_MODULE, { execArgv: [], workerData: { entry: options.entry.href, niceness: options.niceness ?? 0 } });
    started += 1;
    const slot: Slot = { worker, job: null };
    worker.on('message', (result: ResultMessage) => {
      const job = slot.job;
      if (!job || job.message.id !== result.id) return;
      slot.job = null;
      worker.unref();
      if (result.ok) {
        built += 1;
        job.resolve(Buffer.from(result.bytes));
      } else {
        const error = new Error(`building a file failed: ${result.message}`);
        if (result.stack) error.stack = result.stack;
        job.reject(error);
      }
      dispatch();
    });
    worker.on('error', (error) => drop(slot, error));
    worker.on('exit', (code) => drop(slot, new Error(`file worker exited with code ${code}`)));
    slots.push(slot);
    return slot;
  };

  function dispatch() {
    while (waiting.length > 0) {
      const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) break;
      const job = waiting.shift()!;
      slot.job = job;
      // A thread at work keeps the process alive until its file is done; an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage(job.message);
      if (job.produce) pump(slot.worker, job);
    }
    settleIdle();
  }

  /** Sends a job's parts to its thread as they are read, then their end (or their failure). */
  function pump(worker: Worker, job: Job) {
    const id = job.message.id;
    const send = (part: unknown) => {
      if (job.settled) return false;
      worker.postMessage({ id, part } satisfies TaskMessage);
      return true;
    };
    job.produce!(send).then(
      () => {
        if (!job.settled) worker.postMessage({ id, end: true } satisfies TaskMessage);
      },
      (error: unknown) => {
        if (!job.settled) worker.postMessage({ id, abort: error instanceof Error ? error.message : String(error) } satisfies TaskMessage);
        job.reject(error); // the producer's own error, before the thread's answer to the abort
      },
    );
  }

  const enqueue = (kind: string, input: unknown, produce?: Job['produce']) => {
    if (waiting.length >= maxWaiting) {
      return Promise.reject(
        new AppError('rate_limited', REQUEST_MESSAGES.tooManyFiles, undefined, {
          'retry-after': String(BUSY_RETRY_SECONDS),
        }),
      );
    }
    return new Promise<Buffer>((resolve, reject) => {
      const job: Job = {
        message: { id: nextId++, kind, input, inParts: Boolean(produce) },
        produce,
        settled: false,
        resolve: (bytes) => {
          job.settled = true;
          resolve(bytes);
        },
        reject: (error) => {
          job.settled = true;
          reject(error);
        },
      };
      waiting.push(job);
      dispatch();
    });
  };

  return {
    run: (kind, input) => enqueue(kind, input),
    runInParts: (kind, input, produce) => enqueue(kind, input, produce as Job['produce']),
    async close() {
      while (busy()) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      // Nothing runs now; detach the threads in the same step, so a file asked for later gets new ones.
      const closing = slots;
      slots = [];
      await Promise.all(closing.map((slot) => slot.worker.terminate()));
    },
    stats: () => ({
      workers: slots.length,
      started,
      built,
      running: slots.filter((slot) => slot.job).length,
      waiting: waiting.length,
    }),
  };
}
