import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { useMyRequirement } from '../api/get-my-requirement.ts';
import { useCloseFocus } from '../hooks/use-close-focus.ts';
import { PostRequirementForm } from './post-requirement-form.tsx';

export interface PostRequirementDialogProps {
  user: Pick<User, 'userType' | 'locality' | 'city' | 'state' | 'pinCode'>;
  /** The element that opens the dialog (a button). */
  trigger: ReactNode;
  /** Where focus goes on close when the trigger is gone (it is replaced once a requirement exists). */
  onFocusLost?: () => void;
}

/**
 * 'Post Your Learning Requirement' (students) or 'Post Your Teaching Requirement' (teachers). The form mounts
 * when the dialog opens, so every opening starts fresh; a success closes it.
 */
export function PostRequirementDialog({ user, trigger, onFocusLost }: PostRequirementDialogProps) {
  const { t } = useTranslation('requirements');
  const [open, setOpen] = useState(false);
  const current = useMyRequirement().data ?? null;
  const isTeacher = user.userType === 'teacher';
  const focus = useCloseFocus(onFocusLost);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" {...focus}>
        <DialogHeader>
          <DialogTitle>{isTeacher ? t('post.titleTeacher') : t('post.titleStudent')}</DialogTitle>
          <DialogDescription>
            {isTeacher ? t('post.descriptionTeacher') : t('post.descriptionStudent')}
          </DialogDescription>
        </DialogHeader>
        {open ? <PostRequirementForm user={user} current={current} onPosted={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
