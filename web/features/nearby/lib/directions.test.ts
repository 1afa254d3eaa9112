import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/nearby.json';
import { directionsUrl, locationNotAvailableText, toLatLng } from './directions.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { nearby: en } } });
const t = i18n.getFixedT('en', 'nearby');

describe('directions link (spec §2, §7)', () => {
  it('goes from the origin to the destination in Google Maps', () => {
    const url = directionsUrl({ latitude: 12.9352, longitude: 77.6245 }, { latitude: 12.9716, longitude: 77.5946 });
    expect(url).toBe('https://www.google.com/maps/dir/?api=1&origin=12.9716,77.5946&destination=12.9352,77.6245');
  });

  it('leaves the origin to Maps when none is known', () => {
    expect(directionsUrl({ latitude: 28.6139, longitude: 77.209 }, null)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.6139,77.209',
    );
  });

  it('keeps negative coordinates and full precision', () => {
    expect(directionsUrl({ latitude: -33.868820, longitude: 151.20929 }, { latitude: 0.123456789, longitude: -0.5 })).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=0.123456789,-0.5&destination=-33.86882,151.20929',
    );
  });

  it('accepts numeric strings and rejects missing or impossible points', () => {
    expect(toLatLng('12.97', '77.59')).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(toLatLng(0, 0)).toEqual({ latitude: 0, longitude: 0 });
    expect(toLatLng(null, 77.59)).toBeNull();
    expect(toLatLng(undefined, undefined)).toBeNull();
    expect(toLatLng('', '')).toBeNull();
    expect(toLatLng('abc', 1)).toBeNull();
    expect(toLatLng(95, 10)).toBeNull();
    expect(toLatLng(10, 181)).toBeNull();
  });

  it('names the target type in the missing-location message (spec §5)', () => {
    expect(locationNotAvailableText(t, 'teacher')).toBe('This teacher has not provided their location.');
    expect(locationNotAvailableText(t, 'student')).toBe('This student has not provided their location.');
  });
});
