import { Ban, Eye, ShieldCheck, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser } from '../../../../contract/admin-users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUnbanUser } from '../api/unban-user.ts';
import { fullName } from '../lib/user-view.ts';
import { BanUserDialog } from './ban-user-dialog.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

interface UserActionsProps {
  user: AdminUser;
  /** The control panel links to the detail; the detail itself does not. */
  showDetailsLink?: boolean;
  /** After a successful delete (the detail goes back to the panel). */
  onDeleted?: () => void;
  className?: string;
}

/** View Details, Ban User or Unban User, and Delete Account (spec §2), shared by the panel and the detail. */
export function UserActions({ user, showDetailsLink = false, onDeleted, className }: UserActionsProps) {
  const [dialog, setDialog] = useState<'ban' | 'unban' | 'delete' | null>(null);
  // A ban or unban swaps the dialogs (the one that acted unmounts, maybe before its own callback): start closed.
  const [shownBanned, setShownBanned] = useState(user.isBanned);
  if (shownBanned !== user.isBanned) {
    setShownBanned(user.isBanned);
    setDialog(null);
  }
  const unban = useUnbanUser();
  const remove = useDeleteUser();
  const name = fullName(user);
  const openOnly = (which: 'ban' | 'unban' | 'delete') => (open: boolean) => setDialog(open ? which : null);
  const container = useRef<HTMLDivElement>(null);
  // After a ban or unban the other button replaces the opener; after a delete the card is gone: the page heading.
  const refocus = () => {
    const swapped = container.current?.isConnected ? container.current.querySelector<HTMLElement>('[data-ban-toggle]') : null;
    (swapped ?? document.querySelector<HTMLElement>('main h1'))?.focus();
  };

  return (
    <div ref={container} className={cn('flex flex-wrap gap-2', className)}>
      {showDetailsLink ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/user/${user.id}`}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </Button>
      ) : null}
      {user.isBanned ? (
        <ConfirmActionDialog
          open={dialog === 'unban'}
          onOpenChange={openOnly('unban')}
          trigger={
            <Button variant="secondary" size="sm" data-ban-toggle="">
              <ShieldCheck aria-hidden="true" />
              Unban User
            </Button>
          }
          title={`Unban ${name}?`}
          description="They can sign in and use Tutorhood again."
          confirmLabel="Unban User"
          pendingLabel="Unbanning..."
          pending={unban.isPending}
          onFocusLost={refocus}
          onConfirm={() => unban.mutate(user.id, { onSuccess: () => setDialog(null) })}
        />
      ) : (
        <BanUserDialog
          userId={user.id}
          userName={name}
          open={dialog === 'ban'}
          onOpenChange={openOnly('ban')}
          onFocusLost={refocus}
          trigger={
            <Button variant="outline" size="sm" className="text-amber-800 hover:bg-amber-50 hover:text-amber-900" data-ban-toggle="">
              <Ban aria-hidden="true" />
              Ban User
            </Button>
          }
        />
      )}
      <ConfirmActionDialog
        open={dialog === 'delete'}
        onOpenChange={openOnly('delete')}
        trigger={
          <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        }
        title={`Delete ${name}'s account?`}
        description={
          <>
            The account and all its data (profile, messages, requests, reviews, location) are removed permanently.{' '}
            <strong className="font-semibold text-red-700">This action cannot be undone.</strong>
          </>
        }
        confirmLabel="Delete Account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onFocusLost={refocus}
        onConfirm={() =>
          remove.mutate(user.id, {
            onSuccess: () => {
              setDialog(null);
              onDeleted?.();
            },
          })
        }
      />
    </div>
  );
}
