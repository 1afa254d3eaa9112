import { Check, HandHelping, LoaderCircle, MessageSquare, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Requirement } from '../../../../contract/requirements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { mapsDirectionsUrl } from '../../../lib/maps.ts';
import { toast } from '../../../lib/toast.ts';
import { useContactRequirement } from '../api/contact-requirement.ts';
import { messageHref } from '../lib/auto-message.ts';
import { errorMessage } from '../../../lib/api-client.ts';

interface RequirementCardActionsProps {
  requirement: Requirement;
  /** The poster as shown on the card ('Anonymous' when so). */
  name: string;
}

/**
 * Message (the poster's chat with a first message about the requirement), Contact (counted once; reads
 * Contacted after) and, only for posters with a verified location, Directions in a new tab (spec §2, §6).
 */
export function RequirementCardActions({ requirement, name }: RequirementCardActionsProps) {
  const { t } = useTranslation('requirements');
  const contact = useContactRequirement();
  const contacted = requirement.contacted;
  const busy = contact.isPending;
  const destination =
    requirement.canGetDirections && requirement.latitude !== null && requirement.longitude !== null
      ? { latitude: requirement.latitude, longitude: requirement.longitude }
      : null;

  const onContact = () => {
    if (contacted || busy) return;
    contact.mutate(requirement.id, {
      onSuccess: ({ alreadyContacted }) =>
        toast.success(t('actions.sentTitle'), alreadyContacted ? t('actions.alreadyContacted') : t('actions.interested', { name })),
      onError: (failed) => toast.error(t('actions.failedTitle'), errorMessage(failed, t('actions.tryLater'))),
    });
  };

  return (
    <div className="flex flex-wrap gap-2 *:min-w-fit *:flex-1">
      <Button asChild size="sm" variant="outline">
        <Link to={messageHref(requirement)}>
          <MessageSquare aria-hidden="true" />
          {t('actions.message')}
          <span className="sr-only"> {name}</span>
        </Link>
      </Button>
      <Button
        size="sm"
        variant={contacted ? 'secondary' : 'default'}
        onClick={onContact}
        aria-disabled={contacted || busy || undefined}
        aria-busy={busy || undefined}
        className={contacted ? 'cursor-default hover:bg-indigo-50' : undefined}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : contacted ? (
          <Check aria-hidden="true" />
        ) : (
          <HandHelping aria-hidden="true" />
        )}
        {contacted ? t('actions.contacted') : t('actions.contact')}
        <span className="sr-only"> {name}</span>
      </Button>
      {destination ? (
        <Button asChild size="sm" variant="outline">
          <a href={mapsDirectionsUrl(destination)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            {t('actions.directions')}
            <span className="sr-only">{t('actions.directionsTo', { name })}</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
