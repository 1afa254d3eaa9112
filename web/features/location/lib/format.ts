import { i18n } from '../../../i18n/index.ts';

/** Coordinates are shown (and sent) to 6 decimals (spec §9), about 0.1 m. */
export const COORDINATE_DECIMALS = 6;

export function roundCoordinate(value: number, decimals = COORDINATE_DECIMALS): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** "28.613900, 77.209000", or null when either part is missing or not a number. */
export function formatCoordinates(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
  decimals = COORDINATE_DECIMALS,
): string | null {
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`;
}

/** Spec §4: a saved location without city or state is still saved, with this notice; null when both exist. */
export function partialAddressMessage(city: string | null | undefined, state: string | null | undefined): string | null {
  if (city && state) return null;
  const unknown = i18n.t('location:format.unknown');
  return i18n.t('location:format.partialAddress', { city: city || unknown, state: state || unknown });
}

/** The address line of a saved location: the full address, else street and locality, else null. */
export function addressLine(parts: {
  fullAddress?: string | null;
  street?: string | null;
  locality?: string | null;
}): string | null {
  if (parts.fullAddress) return parts.fullAddress;
  const joined = [parts.street, parts.locality].filter(Boolean).join(', ');
  return joined || null;
}
