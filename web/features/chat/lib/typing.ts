/**
 * Typing signals (spec §9). Sending: typing_start on input (repeated every `repeatMs` while the user keeps typing,
 * so the other side's 3 s indicator does not lapse), typing_stop after `idleMs` without input or on send.
 */
export function createTypingEmitter(options: {
  onStart: () => void;
  onStop: () => void;
  idleMs: number;
  repeatMs: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let typing = false;
  let lastStart = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stop() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!typing) return;
    typing = false;
    options.onStop();
  }

  return {
    /** The user typed (or deleted) something. */
    input() {
      if (!typing || now() - lastStart >= options.repeatMs) {
        typing = true;
        lastStart = now();
        options.onStart();
      }
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(stop, options.idleMs);
    },
    /** Sent, cleared, or left the chat. */
    stop,
    get typing() {
      return typing;
    },
  };
}
export type TypingEmitter = ReturnType<typeof createTypingEmitter>;

/**
 * Receiving: shown on user_typing, hidden on user_stopped_typing or `expireMs` after the last typing event.
 */
export function createTypingIndicator(expireMs: number, onChange: (visible: boolean) => void) {
  let visible = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onChange(next);
  };
  function hide() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    set(false);
  }
  return {
    show() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(hide, expireMs);
      set(true);
    },
    hide,
    get visible() {
      return visible;
    },
  };
}

/** The user who is typing, from a typing event (the sender is named `fromUserId`; `userId` in older payloads). */
export function typingUserOf(payload: { userId?: string; fromUserId?: string }): string | undefined {
  return payload.fromUserId ?? payload.userId;
}
