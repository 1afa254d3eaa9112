import { LoaderCircle, Lock } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseSupportConversation } from '../api/close-support-conversation.ts';

/** 'Close conversation' and its confirmation (an alertdialog; Cancel focused first). Toasts 'Conversation closed'. */
export function CloseConversationDialog({ userId, userName }: { userId: string; userName: string }) {
  const [open, setOpen] = useState(false);
  const close = useCloseSupportConversation();

  const confirm = () =>
    close.mutate(userId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Conversation closed');
      },
      onError: (error) => toast.error('Failed to close conversation', errorMessage(error, 'Please try again.')),
    });

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (close.isPending ? undefined : setOpen(next))}>
      <AlertDialogPrimitive.Trigger asChild>
        <Button variant="outline" size="sm">
          <Lock aria-hidden="true" />
          Close conversation
        </Button>
      </AlertDialogPrimitive.Trigger>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl outline-none">
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg leading-tight font-semibold">Close conversation</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-slate-600">
              The support conversation with {userName} will be marked closed. A new message from {userName} reopens it.
            </AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={close.isPending}>
                Cancel
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button onClick={confirm} disabled={close.isPending} aria-busy={close.isPending || undefined}>
              {close.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {close.isPending ? 'Closing...' : 'Close conversation'}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
