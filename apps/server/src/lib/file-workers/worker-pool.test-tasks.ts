// Tasks for worker-pool.test.ts, served in a worker thread as the server's file tasks are.
import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { serveFileTasks } from './file-tasks.js';

export const TEST_TASKS = {
  /** The text back, with the thread that made it. */
  echo: async (input: { text: string }) => Buffer.from(`${input.text}@${threadId}`),
  /** Holds its thread until the test sets the gate (a shared Int32Array) to 1, then answers. */
  held: async (input: { gate: Int32Array }) => {
    Atomics.wait(input.gate, 0, 0);
    return Buffer.from('released');
  },
  fail: async (input: { message: string }): Promise<Uint8Array> => {
    throw new Error(input.message);
  },
  /** Its parts joined, in the order they came, after its head. */
  joined: async (input: { head: string }, parts: AsyncIterable<string>) => {
    let text = input.head;
    for await (const part of parts) text += part;
    return Buffer.from(text);
  },
  /** The nice value of the thread it runs on (Linux: each thread has its own). */
  niceness: async () => Buffer.from(String(os.getPriority())),
  /** The thread dies with the file half made. */
  crash: async (): Promise<Uint8Array> => process.exit(3),
};

serveFileTasks(TEST_TASKS);
