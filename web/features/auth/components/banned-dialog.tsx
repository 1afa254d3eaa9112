import { Mail, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { dismissBanNotice, type BanNotice } from '../../../lib/ban-notice.ts';

/**
 * A banned account, said plainly: the admin's reason and how to appeal. Support chat needs a session, so the appeal
 * goes to the support email (a prefilled mail). Shown over whatever the app shows once signed out.
 */
export default function BannedDialog({ notice }: { notice: BanNotice }) {
  const { t } = useTranslation('auth');
  const subject = encodeURIComponent(t('banned.mailSubject'));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : dismissBanNotice())}>
      <DialogContent role="alertdialog" showClose={false} data-testid="banned-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-red-600" />
            {t('banned.title')}
          </DialogTitle>
          <DialogDescription>{t('banned.signedOut')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm text-slate-800">
          <p className="rounded-lg border border-red-200 bg-red-50 p-3">
            {notice.reason ? t('banned.reason', { reason: notice.reason }) : t('banned.noReason')}
          </p>
          <p>{t('banned.appeal', { email: CONTACT_EMAIL })}</p>
        </div>
        <DialogFooter>
          <Button variant="outline" asChild>
            <a href={`mailto:${CONTACT_EMAIL}?subject=${subject}`}>
              <Mail aria-hidden="true" />
              {t('banned.email', { email: CONTACT_EMAIL })}
            </a>
          </Button>
          <Button onClick={dismissBanNotice}>{t('banned.close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
