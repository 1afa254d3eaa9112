import { MessageCircleQuestion, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import type { LauncherPlacement } from '../lib/support-thread.ts';

/**
 * Where the round button shows. On /messages it would cover the end of the conversation list (small screens) or the
 * chat's composer, so there it hides: below md on the list, below xl (where the chat box reaches the button's corner)
 * while a chat is open. The support chat stays reachable from the bell's support replies and every other screen.
 */
const PLACEMENT_CLASSES: Record<LauncherPlacement, string> = {
  default: 'flex',
  'messages-list': 'hidden md:flex',
  'messages-chat': 'hidden xl:flex',
};

interface SupportLauncherProps {
  open: boolean;
  panelId: string;
  placement: LauncherPlacement;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The floating round button bottom-right that opens and closes the support chat. */
export function SupportLauncher({ open, panelId, placement, onToggle, buttonRef }: SupportLauncherProps) {
  const { t } = useTranslation('support');
  const Icon = open ? X : MessageCircleQuestion;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      className={cn(
        PLACEMENT_CLASSES[placement],
        // Below sm the open chat is a full-width sheet over this corner: the button steps aside until it closes.
        open && 'max-sm:invisible',
        // On a phone it is a little smaller and closer to the corner (48 px, still a full touch target), so it stays
        // clear of the buttons that end a row at the right edge: a card's Message, the 10 km radius on /nearby-map.
        'fixed right-3 bottom-3 z-30 size-12 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg transition-colors',
        'sm:right-4 sm:bottom-4 sm:size-14',
        'hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{t('launcher.label')}</span>
    </button>
  );
}
