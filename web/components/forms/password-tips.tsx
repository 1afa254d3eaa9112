import { CheckCircle2, Circle, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';
import { PASSWORD_TIPS, tipMet } from './password-form.ts';

/**
 * The security tips shown beside the password forms (admin change password, user settings, reset password). A tip
 * the typed new password can meet shows a green tick once it does (an empty field meets none); advice shows an
 * information mark.
 */
export function PasswordTips({ password, className }: { password: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('grid gap-2 text-sm text-slate-700', className)} data-testid="password-tips">
      {PASSWORD_TIPS.map((tip) => {
        const met = tipMet(tip, password);
        const Icon = met === null ? Info : met ? CheckCircle2 : Circle;
        return (
          <li key={tip} className="flex gap-2" data-met={met === null ? undefined : String(met)}>
            <Icon
              aria-hidden="true"
              className={cn('mt-0.5 size-4 shrink-0', met === null ? 'text-indigo-600' : met ? 'text-emerald-600' : 'text-slate-400')}
            />
            <span>
              {t(tip)}
              {met === null ? null : <span className="sr-only"> ({met ? t('common:password.tipMet') : t('common:password.tipNotMet')})</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
