import { Avatar } from '../../../components/ui/avatar.tsx';
import { nameParts } from '../lib/support-view.ts';

/** A user's photo or initials. Decorative: the name is always beside it. */
export function SupportUserAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  const { firstName, lastName } = nameParts(name);
  return <Avatar firstName={firstName} lastName={lastName} src={image} className={className ?? 'size-10 text-xs'} />;
}
