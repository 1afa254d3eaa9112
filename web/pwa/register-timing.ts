/**
 * How long after the page's load event the service worker is registered (then at the first idle moment), in the app
 * (web/pwa/start.ts) and on the prerendered landing page (web/build/landing-boot.js, through its boot data). Its
 * install downloads every file of the app (~190) for offline use; started at the load event, it ran during the first
 * screen's own start-up and competed with it for the CPU and the network. Not measured apart from the other
 * start-up changes: the one comparison without a service worker (blocking time 1,954 → 1,006 ms) was not interleaved,
 * and this machine's noise is of that size.
 */
export const SW_REGISTER_DELAY_MS = 3000;
/** The service worker's script (vite-plugin-pwa's generateSW output, dist/web/sw.js), controlling the whole origin. */
export const SERVICE_WORKER_URL = '/sw.js';
