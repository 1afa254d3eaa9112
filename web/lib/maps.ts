/**
 * External maps directions (spec §2, §7): a Google Maps link from `origin`, or, without one, from wherever the
 * device is when the link opens. Pure, so any feature can build the link without importing another feature.
 */
export function mapsDirectionsUrl(destination: { latitude: number; longitude: number }, origin?: { latitude: number; longitude: number } | null): string {
  const point = (p: { latitude: number; longitude: number }) => `${p.latitude},${p.longitude}`;
  const params = new URLSearchParams({ api: '1' });
  if (origin) params.set('origin', point(origin));
  params.set('destination', point(destination));
  return `https://www.google.com/maps/dir/?${params.toString().replaceAll('%2C', ',')}`;
}
