import { Check, HandHelping, LoaderCircle, MessageSquare, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import type { Requirement } from '../../../../contract/requirements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { mapsDirectionsUrl } from '../../../lib/maps.ts';
import { toast } from '../../../lib/toast.ts';
import { useContactRequirement } from '../api/contact-requirement.ts';
import { messageHref } from '../lib/auto-message.ts';

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
        toast.success(
          'Contact request sent',
          alreadyContacted ? 'You had already contacted this requirement.' : `${name} will see that you are interested.`,
        ),
      onError: (failed) => toast.error('Failed to send contact request', errorMessage(failed, 'Please try again later.')),
    });
  };

  return (
    <div className="flex flex-wrap gap-2 *:min-w-fit *:flex-1">
      <Button asChild size="sm" variant="outline">
        <Link to={messageHref(requirement)}>
          <MessageSquare aria-hidden="true" />
          Message<span className="sr-only"> {name}</span>
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
        {contacted ? 'Contacted' : 'Contact'}
        <span className="sr-only"> {name}</span>
      </Button>
      {destination ? (
        <Button asChild size="sm" variant="outline">
          <a href={mapsDirectionsUrl(destination)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            Directions<span className="sr-only"> to {name} (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
