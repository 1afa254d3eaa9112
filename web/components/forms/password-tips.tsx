import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';
import { PASSWORD_TIPS } from './password-form.ts';

/** The security tips shown beside the password forms (admin change password, user settings, reset password). */
export function PasswordTips({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('grid gap-2 text-sm text-slate-700', className)}>
      {PASSWORD_TIPS.map((tip) => (
        <li key={tip} className="flex gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {t(tip)}
        </li>
      ))}
    </ul>
  );
}
