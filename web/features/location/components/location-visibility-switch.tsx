import type { User } from '../../../../contract/users.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateLocationVisibility } from '../api/update-location-visibility.ts';
import { SwitchField } from './switch-field.tsx';

/** Opt-in exact location for nearby verified users (off: a ~1 km area and the distance). */
export function LocationVisibilitySwitch({ user }: { user: User }) {
  const update = useUpdateLocationVisibility();
  const checked = update.isPending && update.variables ? update.variables.showExactLocation : user.showExactLocation;

  const onChange = (showExactLocation: boolean) =>
    update.mutate(
      { showExactLocation },
      {
        onSuccess: (result) =>
          toast.success(
            'Location Visibility Updated',
            result.showExactLocation
              ? 'Nearby verified users now see your exact location.'
              : 'Nearby verified users now see only your approximate area.',
          ),
        onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update location visibility')),
      },
    );

  return (
    <SwitchField
      id="show-exact-location"
      label="Show my exact location to nearby verified users"
      hint="When off, others nearby see only your approximate area (about 1 km) and how far away you are. People you are connected with always see your exact spot."
      checked={checked}
      onCheckedChange={onChange}
      disabled={update.isPending}
    />
  );
}
