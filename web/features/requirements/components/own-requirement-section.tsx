import { FilePlus2, RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMyRequirement } from '../api/get-my-requirement.ts';
import { DeleteRequirementButton } from './delete-requirement-dialog.tsx';
import { MyRequirementView } from './my-requirement.tsx';
import { PostRequirementDialog } from './post-requirement-dialog.tsx';

type Poster = Pick<User, 'userType' | 'locality' | 'city' | 'state' | 'pinCode'>;

/** /requirements: the user's own requirement with Replace and Delete, or a Post Requirement button when none. */
export function OwnRequirementSection({ user }: { user: Poster }) {
  const { t } = useTranslation('requirements');
  const hasOne = !!useMyRequirement().data;
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = () => title.current?.focus();
  const isTeacher = user.userType === 'teacher';
  return (
    <Card role="region" aria-labelledby="own-requirement-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="own-requirement-title" ref={title} tabIndex={-1} className="outline-none">
          {t('own.title')}
        </CardTitle>
        {hasOne ? (
          <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">
            <PostRequirementDialog
              user={user}
              onFocusLost={focusTitle}
              trigger={
                <Button variant="outline" size="sm">
                  <RefreshCw aria-hidden="true" />
                  {t('own.replace')}
                </Button>
              }
            />
            <DeleteRequirementButton size="sm" onFocusLost={focusTitle} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <MyRequirementView
          emptyHint={isTeacher ? t('own.emptyHintTeacher') : t('own.emptyHintStudent')}
          emptyAction={
            <PostRequirementDialog
              user={user}
              onFocusLost={focusTitle}
              trigger={
                <Button>
                  <FilePlus2 aria-hidden="true" />
                  {t('own.post')}
                </Button>
              }
            />
          }
        />
      </CardContent>
    </Card>
  );
}
