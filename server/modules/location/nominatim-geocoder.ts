import type { GeocodedAddress } from './address.ts';

export interface ExternalGeocoder {
  reverse(latitude: number, longitude: number): Promise<GeocodedAddress | null>;
}

interface NominatimReverse {
  display_name?: string;
  address?: Record<string, string | undefined>;
}

/**
 * Optional refinement of the street address through a Nominatim-compatible service (GEOCODER_URL).
 * Best effort: a slow or failing provider never fails a location save.
 */
export function createNominatimGeocoder(
  baseUrl: string,
  options: { timeoutMs: number; userAgent: string; onError?: (error: unknown) => void },
): ExternalGeocoder {
  return {
    async reverse(latitude, longitude) {
      const url = new URL('reverse', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(latitude),
        lon: String(longitude),
        addressdetails: '1',
        'accept-language': 'en',
      }).toString();
      try {
        const response = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        const body = (await response.json()) as NominatimReverse;
        const a = body.address ?? {};
        return {
          street: [a.house_number, a.road].filter(Boolean).join(' ') || null,
          locality: a.suburb ?? a.neighbourhood ?? a.quarter ?? null,
          city: a.city ?? a.town ?? a.village ?? null,
          district: a.state_district ?? a.county ?? null,
          state: a.state ?? null,
          pinCode: a.postcode && /^\d{6}$/.test(a.postcode) ? a.postcode : null,
          fullAddress: body.display_name ?? null,
        };
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
}
