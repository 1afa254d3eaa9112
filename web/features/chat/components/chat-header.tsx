import { ArrowLeft, BadgeCheck, LoaderCircle, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProfileNameLink, ProfilePhotoLink } from '../../../components/profile-link.tsx';
import { partyName } from '../../../lib/for-child.ts';
import { usePresence } from '../hooks/chat-stores.ts';
import { useNow } from '../hooks/use-now.ts';
import { presenceText } from '../lib/time.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { ChatMenu } from './chat-menu.tsx';

interface ChatHeaderProps {
  partner: ChatPartner | undefined;
  fetchedAt: number;
  basePath: string;
  titleId: string;
  onDirections: (partner: ChatPartner) => void;
  directionsBusy: boolean;
  onWriteReview?: (partner: ChatPartner) => void;
}

/** Who the chat is with: back (small screens), avatar, name, verified, Online / Last seen, directions, options. */
export function ChatHeader({ partner, fetchedAt, basePath, titleId, onDirections, directionsBusy, onWriteReview }: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-3">
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <Link to={basePath} aria-label={t('pane.backToConversations')}>
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      {partner ? (
        <PartnerSummary partner={partner} fetchedAt={fetchedAt} titleId={titleId} />
      ) : (
        <div className="flex flex-1 items-center gap-3" aria-hidden="true">
          <span className="size-10 animate-pulse rounded-full bg-slate-100" />
          <span className="h-4 w-32 animate-pulse rounded bg-slate-100" />
          <h2 id={titleId} className="sr-only">
            {t('header.chat')}
          </h2>
        </div>
      )}
      {partner ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onDirections(partner)}
            disabled={directionsBusy}
            aria-label={t('header.directionsTo', { name: partner.name })}
            title={t('header.directions')}
          >
            {directionsBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Navigation aria-hidden="true" />}
          </Button>
          <ChatMenu partner={partner} onWriteReview={onWriteReview} />
        </>
      ) : null}
    </header>
  );
}

function PartnerSummary({ partner, fetchedAt, titleId }: { partner: ChatPartner; fetchedAt: number; titleId: string }) {
  const { t } = useTranslation('chat');
  const presence = usePresence(partner.userId, partner, fetchedAt);
  const now = useNow();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <ProfilePhotoLink slug={partner.profileSlug}>
        <ChatAvatar name={partner.name} src={partner.profileImage} online={presence.isOnline} className="size-10" />
      </ProfilePhotoLink>
      <div className="grid min-w-0">
        <h2 id={titleId} className="flex min-w-0 items-center gap-1.5 text-base font-semibold text-slate-900">
          <ProfileNameLink slug={partner.profileSlug} className="truncate">
            <span className="truncate">{partyName(partner.name, partner.userType, partner.forChild)}</span>
          </ProfileNameLink>
          {partner.isVerified ? (
            <span title={t('header.verified')} className="inline-flex shrink-0 text-emerald-600">
              <BadgeCheck aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('header.verifiedSuffix')}</span>
            </span>
          ) : null}
        </h2>
        <p className="truncate text-xs text-slate-600" data-testid="partner-presence">
          {presenceText(presence, now)}
        </p>
      </div>
    </div>
  );
}
