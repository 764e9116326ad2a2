// A file worker thread's own module (loaded by lib/file-workers/worker-thread.mjs).
import { serveFileTasks } from '../lib/file-workers/file-tasks.js';
import { FILE_TASKS } from './file-tasks.js';

serveFileTasks(FILE_TASKS);
