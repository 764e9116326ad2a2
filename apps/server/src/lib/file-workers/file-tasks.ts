import { parentPort } from 'node:worker_threads';

/**
 * A file a worker builds: plain data in (structured-cloneable, read from the database by the
 * caller), bytes out. A task may also take parts that arrive while it runs (`runInParts`: rows read
 * page by page, written as they come); a task run with `run` gets none.
 */
export type FileTask<I, P = never> = (input: I, parts: AsyncIterable<P>) => Promise<Uint8Array>;
// `never` input so that every task's own input type is assignable here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any part type: each task names its own
export type FileTasks = Record<string, FileTask<never, any>>;
/** The parts a task takes. */
export type PartOf<F> = F extends (input: never, parts: AsyncIterable<infer P>) => Promise<Uint8Array> ? P : never;

/** Main thread → worker: a task (its parts follow when `inParts`), one of its parts, their end, or their failure. */
export type TaskMessage =
  | { id: number; kind: string; input: unknown; inParts: boolean }
  | { id: number; part: unknown }
  | { id: number; end: true }
  | { id: number; abort: string };

/** Worker → main thread: the bytes as a transferred ArrayBuffer (moved, not copied), or the failure. */
export type ResultMessage = { id: number; ok: true; bytes: ArrayBuffer } | { id: number; ok: false; message: string; stack?: string };

/** The buffer behind exactly these bytes, so it can be transferred; a copy when they share a larger (pooled) one. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** Parts handed to a task as they arrive: it reads them in order, and waits when it is ahead. */
function partQueue() {
  const arrived: unknown[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  return {
    push(part: unknown) {
      arrived.push(part);
      nudge();
    },
    end() {
      ended = true;
      nudge();
    },
    fail(error: Error) {
      failure = error;
      nudge();
    },
    async *parts(): AsyncIterable<unknown> {
      for (;;) {
        if (failure) throw failure;
        if (arrived.length > 0) yield arrived.shift();
        else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

/** The worker thread's side: runs each task it is sent, one at a time, and answers with the bytes. */
export function serveFileTasks(tasks: FileTasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveFileTasks runs in a worker thread');
  const queues = new Map<number, ReturnType<typeof partQueue>>();
  port.on('message', async (message: TaskMessage) => {
    const { id } = message;
    if ('part' in message) return queues.get(id)?.push(message.part);
    if ('end' in message) return queues.get(id)?.end();
    if ('abort' in message) return queues.get(id)?.fail(new Error(message.abort));
    const queue = partQueue();
    if (message.inParts) queues.set(id, queue);
    else queue.end();
    let answer: ResultMessage;
    try {
      const task = tasks[message.kind] as FileTask<unknown, unknown> | undefined;
      if (!task) throw new Error(`no file task "${message.kind}"`);
      const bytes = ownBuffer(await task(message.input, queue.parts()));
      port.postMessage({ id, ok: true, bytes } satisfies ResultMessage, [bytes]);
      return;
    } catch (error) {
      answer = { id, ok: false, message: error instanceof Error ? error.message : String(error), stack: (error as Error)?.stack };
    } finally {
      queues.delete(id);
    }
    port.postMessage(answer);
  });
}
