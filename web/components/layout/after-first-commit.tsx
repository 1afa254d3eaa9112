import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface AfterFirstCommitProps {
  /** What shows in the first commit: the menu's trigger, drawn the same. Its `open` mounts the menu at once, open. */
  trigger: (open: () => void) => ReactNode;
  /** The real menu; `openAtOnce` when the trigger was used before it mounted. */
  children: (openAtOnce: boolean) => ReactNode;
}

/**
 * A header menu (Radix popper) that mounts in a transition right after the screen's first commit, not in it.
 *
 * A popper's trigger sets its anchor state while React commits, and that synchronous update makes React run every
 * effect of the whole first screen in the commit's own task: one long task where there would be two (the
 * signed-in home's blocking time). Until then the trigger is drawn the same; used before the menu is there (a click or
 * Enter in that first moment), the menu mounts open. The focus stays on the trigger across the swap.
 */
export function AfterFirstCommit({ trigger, children }: AfterFirstCommitProps) {
  const [mounted, setMounted] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);

  useEffect(() => startTransition(() => setMounted(true)), []);
  const ready = mounted || openAtOnce;
  useLayoutEffect(() => {
    if (!ready || openAtOnce || !focused.current) return;
    if (document.activeElement === null || document.activeElement === document.body) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, [ready, openAtOnce]);

  return (
    <span
      ref={box}
      className="contents"
      onFocus={() => (focused.current = true)}
      // A blur from the trigger's own removal (the swap) does not count: the focus is given back to the new one.
      onBlur={(event) => {
        if (event.relatedTarget === null && !event.target.isConnected) return;
        focused.current = box.current?.contains(event.relatedTarget as Node | null) ?? false;
      }}
    >
      {ready ? children(openAtOnce) : trigger(() => setOpenAtOnce(true))}
    </span>
  );
}
