import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect } from 'react';
import { toast as sonner, Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { useMediaQuery } from './use-media-query.ts';
import { cn } from './utils.ts';

type Variant = 'success' | 'error' | 'info';
/** Looked up when a toast renders, not when this module loads: its chunk and the shell's import each other. */
const iconOf = (variant: Variant) => (variant === 'success' ? CircleCheck : variant === 'error' ? CircleAlert : Info);

interface ToastCardProps {
  id: string | number;
  variant: Variant;
  title: string;
  description?: string;
}

function ToastCard({ id, variant, title, description }: ToastCardProps) {
  const Icon = iconOf(variant);
  const isError = variant === 'error';
  return (
    <div
      role="status"
      data-variant={variant}
      className={cn(
        'flex w-[min(356px,calc(100vw-2rem))] items-start gap-3 rounded-xl border p-4 shadow-lg',
        isError ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', isError ? 'text-red-600' : variant === 'success' ? 'text-emerald-600' : 'text-indigo-600')}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{title}</p>
        {description ? <p className={cn('mt-0.5 text-sm', isError ? 'text-red-800' : 'text-slate-600')}>{description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => sonner.dismiss(id)}
        className="-m-1 rounded-md p-1 text-slate-600 hover:bg-black/5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * One toast at a time (spec §4): a new toast dismisses the current one and takes its place with its own id and its own
 * full 5 s. Updating the current toast in place (one shared id) lost the new message when it came in the current
 * one's last moments: sonner removes a closing toast by id 200 ms later, and with it the update (seen in e2e).
 */
let current: string | undefined;
let counter = 0;

export function renderToast(variant: Variant, title: string, description?: string): void {
  if (current) sonner.dismiss(current);
  current = `app-toast-${++counter}`;
  sonner.custom((id) => <ToastCard id={id} variant={variant} title={title} description={description} />, { id: current });
}

/** Sonner lays toasts across the whole width below this: its own breakpoint for phones. */
const PHONE_QUERY = '(max-width: 600px)';

/**
 * One toast visible at a time, 5 s each, swipe right to dismiss. A toast never covers a screen's primary action: on a
 * phone it spans the width, so it sits at the top, over the app's navigation bar (a screen's actions such as Verify My
 * Location, a form's submit or the chat's Send are below it); on wider screens it stays in the bottom-right corner.
 */
export default function AppToaster({ onReady }: { onReady: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY);
  // Child effects run first, so sonner's Toaster is already subscribed when this fires.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      swipeDirections={['right']}
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 8, left: 8, right: 8 }}
    />
  );
}
