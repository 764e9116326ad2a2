import { createWorkerPool } from '../lib/file-workers/worker-pool.js';
import type { FILE_TASKS } from './file-tasks.js';

/**
 * The process's one pool of file worker threads (ticket PDFs, the orders workbook), shared by
 * every app in the process as the cores are; started by the first file, closed with the app.
 * Its threads run at nice 10: in a rush of sales the confirmations' PDFs take what the requests
 * leave of the cores and are mailed a little later, rather than slowing every buyer's next step
 * (docs/performance.md, "Confirmations behind the sale"). An idle machine builds them as fast.
 */
export const fileBuilder = createWorkerPool<typeof FILE_TASKS>({
  entry: new URL('./file-tasks.worker.ts', import.meta.url),
  niceness: 10,
});
