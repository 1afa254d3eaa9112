import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateLocationVisibility } from '../api/update-location-visibility.ts';
import { SwitchField } from './switch-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** Opt-in exact location for nearby verified users (off: a ~1 km area and the distance). */
export function LocationVisibilitySwitch({ user }: { user: User }) {
  const { t } = useTranslation('location');
  const update = useUpdateLocationVisibility();
  const checked = update.isPending && update.variables ? update.variables.showExactLocation : user.showExactLocation;

  const onChange = (showExactLocation: boolean) =>
    update.mutate(
      { showExactLocation },
      {
        onSuccess: (result) =>
          toast.success(t('visibility.updatedTitle'), result.showExactLocation ? t('visibility.exact') : t('visibility.approximate')),
        onError: (error) => toast.error(t('visibility.errorTitle'), errorMessage(error, t('visibility.failed'))),
      },
    );

  return (
    <SwitchField
      id="show-exact-location"
      label={t('visibility.label')}
      hint={t('visibility.hint')}
      checked={checked}
      onCheckedChange={onChange}
      disabled={update.isPending}
    />
  );
}
