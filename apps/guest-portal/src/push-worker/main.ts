import { listenForPushes, type WorkerScope } from './push-worker.ts';

// The service worker's global scope; the portal's TypeScript knows only the window's.
listenForPushes(self as unknown as WorkerScope);
