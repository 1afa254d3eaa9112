import { Component, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { resetFailedScreens } from '../lib/lazy-with-retry.ts';

/**
 * True once the browser has had an idle moment after the first render (at the latest after `timeoutMs`): for parts
 * of the signed-in screens that the first paint does not need (the home's Lighthouse score).
 */
export function useIdle(timeoutMs = 3000, onIdle?: () => void): boolean {
  const [idle, setIdle] = useState(false);
  // The first callback given is the one run (a module-level preload, in practice).
  const [runFirst] = useState(() => onIdle);
  useEffect(() => {
    // `onIdle` first, in the idle callback's own task (starting a part's download inside a render slice would make
    // that slice a long task); then, as a transition, what appears renders in slices that yield to the browser.
    const markIdle = () => {
      runFirst?.();
      startTransition(() => setIdle(true));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(markIdle, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(markIdle, timeoutMs / 2);
    return () => window.clearTimeout(timer);
  }, [timeoutMs, runFirst]);
  return idle;
}

interface OptionalPartProps {
  children: ReactNode;
  /** Shown while the part's code downloads (keep its size, so nothing moves when it arrives). */
  placeholder?: ReactNode;
}

/**
 * A lazily loaded extra of a screen (lazyWithRetry): while its code downloads the placeholder shows; when the code
 * cannot be downloaded (offline) the part stays away instead of replacing the screen, and is tried again once the
 * device is back online.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    resetFailedScreens();
    window.addEventListener('online', () => this.setState({ failed: false }), { once: true });
  }
  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.placeholder ?? null}>{this.props.children}</Suspense>;
  }
}
