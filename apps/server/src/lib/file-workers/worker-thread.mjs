// The first module of every file worker thread. The server runs its TypeScript source through tsx
// (`node --import tsx`, and vitest in tests), but neither reaches a worker thread: the pool starts
// workers with no exec arguments, and this plain module registers tsx's loader in the thread
// itself before it loads the TypeScript module that serves the tasks. So a worker behaves the
// same under `npm start`, `npm run dev` and vitest.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
