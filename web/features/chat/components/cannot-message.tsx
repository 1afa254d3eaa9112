import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { useUnblock } from './chat-menu.tsx';

/** Instead of the composer when the viewer may not write: the reason (teacher-first rule, a block), Unblock if ours. */
export function CannotMessage({ partner }: { partner: ChatPartner }) {
  const { t } = useTranslation('chat');
  const unblock = useUnblock(partner);
  return (
    <div role="note" aria-label={t('cannot.label')} className="flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <Lock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <p className="min-w-0 flex-1" data-testid="cannot-message-reason">
        {partner.reason ? translateMessage(partner.reason) : t('cannot.reason')}
      </p>
      {partner.blockedByMe ? (
        <Button variant="outline" size="sm" onClick={unblock}>
          {t('cannot.unblock')}
        </Button>
      ) : null}
    </div>
  );
}
