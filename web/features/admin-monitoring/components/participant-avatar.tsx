import type { PlatformParticipant } from '../../../../contract/admin-monitoring.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** A participant's photo or initials. Decorative: the name is always beside it. */
export function ParticipantAvatar({ participant, className }: { participant: PlatformParticipant; className?: string }) {
  const words = participant.name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : null;
  return <Avatar firstName={first} lastName={last} src={participant.profileImage} className={className ?? 'size-9 text-xs'} />;
}
