import { parentPort } from 'node:worker_threads';

/** A file a worker builds: plain data in (structured-cloneable, read from the database by the caller), bytes out. */
export type FileTask<I> = (input: I) => Promise<Uint8Array>;
// `never` input so that every task's own input type is assignable here.
export type FileTasks = Record<string, FileTask<never>>;

/** Main thread → worker. */
export interface TaskMessage {
  id: number;
  kind: string;
  input: unknown;
}

/** Worker → main thread: the bytes as a transferred ArrayBuffer (moved, not copied), or the failure. */
export type ResultMessage = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; message: string; stack?: string };

/** The buffer behind exactly these bytes, so it can be transferred; a copy when they share a larger (pooled) one. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** The worker thread's side: runs each task it is sent, one at a time, and answers with the bytes. */
export function serveFileTasks(tasks: FileTasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveFileTasks runs in a worker thread');
  port.on('message', async ({ id, kind, input }: TaskMessage) => {
    let answer: ResultMessage;
    try {
      const task = tasks[kind] as FileTask<unknown> | undefined;
      if (!task) throw new Error(`no file task "${kind}"`);
      const bytes = ownBuffer(await task(input));
      port.postMessage({ id, ok: true, bytes } satisfies ResultMessage, [bytes]);
      return;
    } catch (error) {
      answer = { id, ok: false, message: error instanceof Error ? error.message : String(error), stack: (error as Error)?.stack };
    }
    port.postMessage(answer);
  });
}
