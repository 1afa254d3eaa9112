import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../lib/geo.ts';
import { editDistance } from '../../../lib/edit-distance.ts';
import { loadForwardGeocoder, placeKey } from './forward-geocoder.ts';

// Built once for the file over the real data packages (the instance is cached by the module).
const geocoder = loadForwardGeocoder();
const lookup = (text: string, prominentOnly = false) => geocoder.lookup(text, { prominentOnly });
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const DELHI = { lat: 28.6139, lng: 77.209 };
const kmFrom = (place: { lat: number; lng: number }, match: { latitude: number; longitude: number } | null) =>
  match ? haversineKm(place.lat, place.lng, match.latitude, match.longitude) : Infinity;

describe('forward geocoder: localities', () => {
  it("'Indiranagar' is Bengaluru's (the largest city with an office of that name), however it is spaced", () => {
    for (const text of ['Indiranagar', 'indira nagar', 'INDIRANAGAR']) {
      const match = lookup(text);
      expect(match, text).toMatchObject({ kind: 'locality', label: 'Indiranagar, Bengaluru', city: 'Bengaluru', state: 'Karnataka', pinCode: '560038' });
      expect(kmFrom(BENGALURU, match)).toBeLessThan(10);
    }
  });

  it('a locality followed by its city picks that city’s office', () => {
    expect(lookup('Indira Nagar, Lucknow')).toMatchObject({ city: 'Lucknow', state: 'Uttar Pradesh', pinCode: '226016' });
    expect(lookup('Bandra West Mumbai')).toMatchObject({ locality: 'Bandra West', city: 'Mumbai' });
  });

  it('Delhi localities: an office name (Lajpat Nagar) and a well-known name without an office (Connaught Place)', () => {
    expect(lookup('Lajpat Nagar')).toMatchObject({ label: 'Lajpat Nagar, Delhi', state: 'Delhi', pinCode: '110024' });
    const cp = lookup('Connaught Place');
    expect(cp).toMatchObject({ label: 'Connaught Place, Delhi', city: 'Delhi', pinCode: '110001' });
    expect(kmFrom(DELHI, cp)).toBeLessThan(5);
  });

  it('a locality or PIN reaches 10 km around it', () => {
    expect(lookup('Koramangala')?.radiusKm).toBe(10);
    expect(lookup('560034')?.radiusKm).toBe(10);
  });
});

describe('forward geocoder: PIN codes', () => {
  it("'560038' → Indiranagar, Bengaluru", () => {
    const match = lookup('560038');
    expect(match).toMatchObject({ kind: 'pin', pinCode: '560038', locality: 'Indiranagar', city: 'Bengaluru', label: '560038 (Indiranagar, Bengaluru)' });
    expect(kmFrom(BENGALURU, match)).toBeLessThan(10);
    expect(lookup('560 038')?.pinCode).toBe('560038');
  });

  it('an unknown or malformed PIN → null', () => {
    expect(lookup('000000')).toBeNull();
    expect(lookup('999999')).toBeNull();
    expect(lookup('56003')).toBeNull();
  });
});

describe('forward geocoder: cities', () => {
  it("'Pune' → Pune, Maharashtra, with a city-sized reach", () => {
    const match = lookup('Pune');
    expect(match).toMatchObject({ kind: 'city', label: 'Pune, Maharashtra', city: 'Pune', state: 'Maharashtra', pinCode: null });
    expect(kmFrom({ lat: 18.5204, lng: 73.8567 }, match)).toBeLessThan(5);
    expect(match!.radiusKm).toBeGreaterThanOrEqual(15);
    expect(match!.radiusKm).toBeLessThanOrEqual(50);
  });

  it('old English names and Devanagari names of large cities', () => {
    expect(lookup('Bangalore')?.city).toBe('Bengaluru');
    expect(lookup('Bombay')?.city).toBe('Mumbai');
    expect(lookup('Gurgaon')?.city).toBe('Gurugram');
    expect(lookup('दिल्ली')).toMatchObject({ city: 'Delhi', state: 'Delhi' });
    expect(lookup('पुणे')?.city).toBe('Pune');
  });
});

describe('forward geocoder: what is not a place', () => {
  it('subjects, boards and modes are no places', () => {
    for (const text of ['Mathematics', 'ganit', 'cbse', 'online', 'Hindi', '']) expect(lookup(text), text).toBeNull();
  });

  it('a typo in an asked-for place is forgiven; a guess from free text takes only prominent places, spelled right', () => {
    expect(lookup('Indranagar')?.label).toBe('Indiranagar, Bengaluru');
    expect(lookup('Whitefeild')?.label).toBe('Whitefield, Bengaluru');
    expect(lookup('Indranagar', true)).toBeNull();
    expect(lookup('Koramangala', true)?.city).toBe('Bengaluru');
    expect(lookup('Pune', true)?.city).toBe('Pune');
    expect(lookup('560038', true)?.pinCode).toBe('560038');
    // A village's post office is a place only when asked for as one.
    expect(lookup('Panchet Dam')?.pinCode).toBe('828206');
    expect(lookup('Panchet Dam', true)).toBeNull();
  });
});

describe('forward geocoder: helpers', () => {
  it('keys ignore case, marks, spaces and punctuation', () => {
    expect(placeKey('Indira Nagar')).toBe(placeKey('INDIRANAGAR'));
    expect(placeKey('Thāne')).toBe('thane');
    expect(placeKey('Art & Craft')).toBe('artandcraft');
  });

  it('edit distance stops counting past the bound', () => {
    expect(editDistance('indranagar', 'indiranagar', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  it('is built once', () => {
    expect(loadForwardGeocoder()).toBe(geocoder);
  });
});
