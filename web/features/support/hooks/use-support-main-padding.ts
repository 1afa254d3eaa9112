import { useLocation } from 'react-router';
import { launcherPlacement } from '../lib/support-thread.ts';

/**
 * The bottom padding of the shell's <main>: room under the last list item for the floating support button (3.5 rem
 * high, 1 rem from the bottom). The messages screen fills the viewport itself (and cancels the default padding), so
 * there, and where the button is not shown, the default stays.
 */
export function useSupportMainPadding(supportShown: boolean): string {
  const placement = launcherPlacement(useLocation().pathname);
  return supportShown && placement === 'default' ? 'pb-28' : 'pb-12';
}
