import { useEffect, useState } from 'react';
import { PageSpinner } from '../ui/spinner.tsx';

/** Suspense fallback: nothing for the first 300 ms (fast loads do not flash), then a spinner. */
export function DelayedSpinner() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShow(true), 300);
    return () => window.clearTimeout(timer);
  }, []);
  return show ? <PageSpinner /> : null;
}
