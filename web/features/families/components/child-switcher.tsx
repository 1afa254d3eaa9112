import { Check, ChevronDown, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { pickActiveChild, setActiveChildId, useActiveChildId } from '../../../lib/active-child.ts';
import { classLabel } from '../../requirements/lib/subject-label.ts';
import { useChildren } from '../api/get-children.ts';
import { ChildFormDialog } from './child-form-dialog.tsx';

/**
 * The header's "For: Anaya ▾": which child a parent's requests and requirements are for (kept in this browser,
 * web/lib/active-child.ts), and "Add a child".
 */
export function ChildSwitcher() {
  const { t } = useTranslation('families');
  const children = useChildren().data;
  const active = pickActiveChild(children, useActiveChildId());
  const [adding, setAdding] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-8 max-w-28 gap-1 px-2 text-xs sm:h-9 sm:max-w-44 sm:px-2.5 sm:text-sm" data-testid="child-switcher">
            <UserRound aria-hidden="true" className="hidden text-indigo-600 sm:block" />
            <span className="truncate">{active ? t('switcher.label', { name: active.firstName }) : t('switcher.noChild')}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="text-xs font-semibold text-slate-600">{t('switcher.heading')}</DropdownMenuLabel>
          {children?.map((child) => (
            <DropdownMenuItem key={child.id} onSelect={() => setActiveChildId(child.id)} aria-current={child.id === active?.id || undefined}>
              {child.id === active?.id ? <Check aria-hidden="true" className="text-indigo-600!" /> : <span aria-hidden="true" className="size-4" />}
              <span className="grid">
                <span className="font-medium">{child.firstName}</span>
                <span className="text-xs text-slate-600">{classLabel(child.class)}</span>
              </span>
            </DropdownMenuItem>
          ))}
          {children?.length ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem onSelect={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t('switcher.add')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ChildFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
