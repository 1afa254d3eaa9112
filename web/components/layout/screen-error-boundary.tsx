import { Component, Fragment, type ReactNode } from 'react';
import { isChunkLoadError, resetFailedScreens } from '../../lib/lazy-with-retry.ts';
import { ScreenError } from './screen-error.tsx';

interface ScreenErrorBoundaryProps {
  /** A new value (the next navigation) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: unknown;
  resetKey: string;
  /** Bumped by Try again so the screen is mounted afresh. */
  attempt: number;
}

/**
 * The error boundary of the current screen: a render error or a screen whose code cannot be downloaded replaces
 * only the screen, never the navigation around it. Navigating elsewhere, or Try again, clears it.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: ScreenErrorBoundaryState): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    resetFailedScreens();
    console.error(error);
  }

  private retry = () => {
    // Code that failed to download stays failed in the browser's module map (its shared chunks too), so once online
    // only a reload of this same address really fetches it again. Offline, a reload would show the browser's error
    // page instead: mount the screen afresh, which tries (and, while offline, fails) again inside the app.
    if (isChunkLoadError(this.state.error) && navigator.onLine) {
      window.location.reload();
      return;
    }
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) return <ScreenError error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
