import { FilePlus2, Pencil, Send, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

interface SoonAction {
  id: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The dashboard buttons (spec §2): Post Requirement (students) or Send Requirement (teachers), Edit Profile,
 * Delete Requirement. Requirements arrive in a later release, so those two are disabled with a visible hint.
 */
export function DashboardActions({ userType, className }: { userType: 'student' | 'teacher'; className?: string }) {
  const first: SoonAction =
    userType === 'teacher'
      ? { id: 'send-requirement', label: 'Send Requirement', icon: Send }
      : { id: 'post-requirement', label: 'Post Requirement', icon: FilePlus2 };
  return (
    <Card role="region" aria-labelledby="dashboard-actions-title" className={className}>
      <CardHeader>
        <CardTitle id="dashboard-actions-title">Quick actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ComingSoonButton action={first} />
        <Button asChild variant="outline" className="w-full">
          <Link to="/profile/edit">
            <Pencil aria-hidden="true" />
            Edit Profile
          </Link>
        </Button>
        <ComingSoonButton action={{ id: 'delete-requirement', label: 'Delete Requirement', icon: Trash2 }} />
      </CardContent>
    </Card>
  );
}

function ComingSoonButton({ action: { id, label, icon: Icon } }: { action: SoonAction }) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1">
      <Button variant="outline" className="w-full" disabled aria-describedby={hintId}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
      <p id={hintId} className="text-center text-xs text-slate-600">
        Coming soon
      </p>
    </div>
  );
}
