import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { NearbyUsersSection } from '../../features/nearby/components/nearby-users-section.tsx';
import { SetLocationCard } from '../../features/nearby/components/set-location-card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';
import { renderSendRequest } from '../send-request-action.tsx';

const TITLE = 'Set Location & Find Nearby Users';

/** /nearby-map (spec §2): the viewer's location, then the map and list of nearby users of the opposite type. */
export default function NearbyMapRoute() {
  const { user } = useSignedIn();
  useDocumentTitle(TITLE);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
          <Link to="/settings">
            <ArrowLeft aria-hidden="true" />
            Back to Settings
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
      </div>
      <SetLocationCard viewer={user} />
      <NearbyUsersSection viewer={user} renderRequestAction={renderSendRequest} />
    </div>
  );
}
