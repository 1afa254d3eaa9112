/**
 * Whether this browser can receive Web Push, before asking anything:
 * - 'install-first': iOS and iPadOS Safari give push only to the app added to the Home Screen;
 * - 'unsupported': no service worker, Push API or Notification API;
 * - 'blocked': the user said no (only the browser's site settings can undo it);
 * - 'available': a subscription can be made (or exists; pushManager.getSubscription() tells).
 */
export type PushSupport = 'install-first' | 'unsupported' | 'blocked' | 'available';

/** The parts of `window` the answer depends on, so that tests can give their own. */
export interface PushEnvironment {
  navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean; serviceWorker?: unknown };
  PushManager?: unknown;
  Notification?: { permission: NotificationPermission };
  matchMedia?: (query: string) => { matches: boolean };
}

/** iPhone, iPod, or an iPad (which says it is a Mac, but has a touch screen). */
export function isAppleMobile(navigator: PushEnvironment['navigator']): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

/** Opened from the Home Screen (or as an installed app elsewhere). */
export function isStandalone(environment: PushEnvironment): boolean {
  return environment.navigator.standalone === true || environment.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function detectPushSupport(environment: PushEnvironment): PushSupport {
  if (isAppleMobile(environment.navigator) && !isStandalone(environment)) return 'install-first';
  if (!environment.navigator.serviceWorker || !environment.PushManager || !environment.Notification) return 'unsupported';
  if (environment.Notification.permission === 'denied') return 'blocked';
  return 'available';
}

/** The browser's own answer (typeof guards: some browsers have no Notification or PushManager at all). */
export function browserPushEnvironment(): PushEnvironment {
  return {
    navigator: navigator as PushEnvironment['navigator'],
    PushManager: typeof PushManager === 'undefined' ? undefined : PushManager,
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    matchMedia: typeof window.matchMedia === 'function' ? (query) => window.matchMedia(query) : undefined,
  };
}
