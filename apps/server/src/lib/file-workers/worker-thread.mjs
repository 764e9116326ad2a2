// The first module of every file worker thread. The server runs its TypeScript source through tsx
// (`node --import tsx`, and vitest in tests), but neither reaches a worker thread: the pool starts
// workers with no exec arguments, and this plain module registers tsx's loader in the thread
// itself before it loads the TypeScript module that serves the tasks. So a worker behaves the
// same under `npm start`, `npm run dev` and vitest.
import os from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Linux gives each thread its own nice value, and setpriority for "this process" (pid 0) sets the
// calling thread's: the worker lowers itself alone. On other systems it would lower the whole
// server, so there it is not done. Only ever lowered (raising it back would need privilege).
if (process.platform === 'linux' && os.getPriority() < workerData.niceness) os.setPriority(workerData.niceness);

register();
await import(workerData.entry);
