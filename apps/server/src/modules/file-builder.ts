import { createWorkerPool } from '../lib/file-workers/worker-pool.js';
import type { FILE_TASKS } from './file-tasks.js';

/**
 * The process's one pool of file worker threads (ticket PDFs, the orders workbook), shared by
 * every app in the process as the cores are; started by the first file, closed with the app.
 */
export const fileBuilder = createWorkerPool<typeof FILE_TASKS>({ entry: new URL('./file-tasks.worker.ts', import.meta.url) });
