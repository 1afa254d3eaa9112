import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for a lazily loaded screen to show its heading. */
const WAIT_MS = 10_000;

const isVisible = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Focus follows navigation: after each route change (and after signing in or registering, which navigate to the
 * landing screen) the new screen's h1 gets focus, so keyboard and screen-reader users start at its top. A first page
 * load leaves focus alone, and so does a screen that put focus somewhere itself (the chat composer).
 */
export function useRouteFocus(containerId = 'main-content') {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mounted = useRef(false);

  useEffect(() => {
    const firstRender = !mounted.current;
    mounted.current = true;
    if (firstRender && navigationType === 'POP') return; // a page load: the browser's own start
    const container = document.getElementById(containerId);
    if (!container) return;
    const startedOn = document.activeElement;

    const tryFocus = (): boolean => {
      const active = document.activeElement;
      // The screen (or the user) moved focus into the content since the navigation: leave it there.
      if (active && active !== document.body && active !== startedOn && container.contains(active)) return true;
      const heading = Array.from(container.querySelectorAll<HTMLElement>('h1')).find(isVisible);
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.classList.add('outline-none');
      heading.focus({ preventScroll: false });
      return true;
    };

    let frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      // The screen's code or data is still loading: wait for its heading.
      observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] });
    });
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      cancelAnimationFrame(frame);
      frame = 0;
      observer.disconnect();
      window.clearTimeout(timer);
    }
    return stop;
    // Only a new path moves focus (not a changed filter in the query string).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
