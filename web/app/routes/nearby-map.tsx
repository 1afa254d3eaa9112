import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NearbyUsersSection } from '../../features/nearby/components/nearby-users-section.tsx';
import { SetLocationCard } from '../../features/nearby/components/set-location-card.tsx';
import { PlatformStats } from '../../features/stats/components/platform-stats.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { renderMessageAction } from '../message-action.tsx';
import { useSignedIn } from '../session-context.ts';
import { useSendRequestAction } from '../send-request-action.tsx';
import { MeetStudentsGate, studentsHiddenFrom } from '../teacher-gate.tsx';

/** /nearby-map (spec §2): the viewer's location, then the map and list of nearby users of the opposite type. */
export default function NearbyMapRoute() {
  const { t } = useTranslation('layout');
  const { user, profile } = useSignedIn();
  const title = t('nearbyMap.title');
  const renderSendRequest = useSendRequestAction();
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
          <Link to="/settings">
            <ArrowLeft aria-hidden="true" />
            {t('nearbyMap.back')}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      </div>
      <SetLocationCard viewer={user} />
      {studentsHiddenFrom(user) ? (
        <MeetStudentsGate profile={profile} place="students" />
      ) : (
        <NearbyUsersSection
          viewer={user}
          stats={<PlatformStats />}
          renderRequestAction={renderSendRequest}
          renderMessageAction={renderMessageAction}
        />
      )}
    </div>
  );
}
