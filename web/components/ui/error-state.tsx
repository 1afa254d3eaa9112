import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import { StateBox } from './state-box.tsx';

interface ErrorStateProps {
  title: string;
  error: unknown;
  /** The text when the error carries no message of its own. */
  fallback?: string;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}

/** A list or screen that failed to load: what failed, why (the server's message), and Try Again. */
export function ErrorState({ title, error, fallback, onRetry, retrying = false, children }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <StateBox role="alert" icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />}>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm break-words text-slate-600">{errorMessage(error, fallback ?? t('ui.somethingWrong'))}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {t('ui.tryAgain')}
        </Button>
      ) : null}
      {children}
    </StateBox>
  );
}
