// Entry of dist/web/push-handlers.js: a classic script sw.js loads with importScripts (see push-handlers.ts).
import { installPushHandlers, type PushWorkerScope } from './push-handlers.ts';

installPushHandlers(self as unknown as PushWorkerScope);
