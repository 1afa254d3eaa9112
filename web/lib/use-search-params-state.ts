import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * react-router's `useSearchParams`, except that a change sees every earlier change, rendered or not.
 *
 * react-router hands an update function the params of the last render. Its navigations render in a transition, so a
 * second click before that render (a fast user, a busy phone) would start again from the old URL and drop the first
 * click's filter.
 */
export function useSearchParamsState() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<{ base: URLSearchParams; value: URLSearchParams } | null>(null);

  const update = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const current = pending.current?.base === params ? pending.current.value : params;
      const next = change(new URLSearchParams(current));
      pending.current = { base: params, value: next };
      setParams(next, options);
    },
    [params, setParams],
  );

  return [params, update] as const;
}
