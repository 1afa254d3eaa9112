import { BookOpen, GraduationCap } from 'lucide-react';
import type { SupportConversation } from '../../../../contract/support.ts';
import { cn } from '../../../lib/utils.ts';
import { USER_TYPE_LABELS } from '../lib/support-view.ts';

/** A student (book) or teacher (cap) icon, named 'Student' or 'Teacher' for assistive technology and on hover. */
export function SupportUserTypeIcon({ userType, className }: { userType: SupportConversation['userType']; className?: string }) {
  const Icon = userType === 'teacher' ? GraduationCap : BookOpen;
  const label = USER_TYPE_LABELS[userType];
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex shrink-0 text-slate-600', className)}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}
