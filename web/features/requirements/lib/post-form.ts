import type { CreateRequirementBody, Requirement } from '../../../../contract/requirements.ts';
import type { User } from '../../../../contract/users.ts';

/** The form's fields in on-screen order (focus goes to the first invalid one). */
export const POST_FORM_FIELDS = [
  'subjects',
  'classes',
  'location',
  'city',
  'state',
  'pinCode',
  'street',
  'village',
  'type',
  'fee',
  'feeType',
  'description',
] as const satisfies readonly (keyof CreateRequirementBody)[];

/** What the form holds: the contract's input, with every text field a string and the fee a number or ''. */
export interface PostFormValues extends CreateRequirementBody {
  subjects: string[];
  classes: string[];
  location: string;
  city: string;
  state: string;
  pinCode: string;
  street: string;
  village: string;
  description: string;
  fee: number | '';
}

type SavedPlace = Pick<User, 'locality' | 'city' | 'state' | 'pinCode'>;

/**
 * A fresh form: the current requirement's values when there is one (posting again replaces it, so this reads
 * as editing), else the user's saved place for location, city, state and PIN. The street is never prefilled.
 */
export function postFormDefaults(user: SavedPlace, current: Requirement | null): PostFormValues {
  if (current) {
    return {
      subjects: [...current.subjects],
      classes: [...current.classes],
      location: current.location,
      city: current.city ?? '',
      state: current.state ?? '',
      pinCode: current.pinCode ?? '',
      street: current.street ?? '',
      village: current.village ?? '',
      type: current.type,
      fee: current.fee ?? '',
      feeType: current.feeType,
      description: current.description ?? '',
    };
  }
  return {
    subjects: [],
    classes: [],
    location: user.locality ?? user.city ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    pinCode: user.pinCode ?? '',
    street: '',
    village: '',
    type: 'both',
    fee: '',
    feeType: 'per_month',
    description: '',
  };
}

/** The number input's text as the form keeps it: '' while empty, else the number typed. */
export function feeFromInput(value: unknown): number | '' {
  if (value === '' || value === null || value === undefined) return '';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? '' : number;
}
