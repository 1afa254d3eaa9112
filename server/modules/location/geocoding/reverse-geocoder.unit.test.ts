import { describe, it, expect } from 'vitest';
import { geocoderAttribution, loadReverseGeocoder } from './reverse-geocoder.ts';

// Built once for the file (the instance is cached by the module).
const geocoder = loadReverseGeocoder();
const lookup = (lat: number, lng: number) => geocoder.lookup(lat, lng);

describe('reverse geocoder: metro neighbourhoods', () => {
  it('Koramangala, Bengaluru → 560034', () => {
    expect(lookup(12.9352, 77.6245)).toEqual({
      pinCode: '560034',
      locality: 'Koramangala',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
    });
  });

  it('Indiranagar, Bengaluru → 560038', () => {
    expect(lookup(12.9784, 77.6408)).toMatchObject({ pinCode: '560038', locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' });
  });

  it('Connaught Place → Delhi, 1100xx (the NCT always reports city "Delhi")', () => {
    const r = lookup(28.6315, 77.2167);
    expect(r).toMatchObject({ city: 'Delhi', state: 'Delhi' });
    expect(r?.pinCode).toMatch(/^1100\d\d$/);
  });

  it('Dwarka → Delhi, not a GeoNames place of the NCT', () => {
    expect(lookup(28.5921, 77.046)).toMatchObject({ city: 'Delhi', state: 'Delhi' });
  });

  it('Bandra West → Mumbai, Maharashtra, 4000xx', () => {
    const r = lookup(19.0596, 72.8295);
    expect(r).toMatchObject({ locality: 'Bandra West', city: 'Mumbai', state: 'Maharashtra' });
    expect(r?.pinCode).toMatch(/^4000\d\d$/);
  });

  it('Banjara Hills → Hyderabad, Telangana', () => {
    expect(lookup(17.4156, 78.4347)).toMatchObject({ pinCode: '500034', locality: 'Banjara Hills', city: 'Hyderabad', state: 'Telangana' });
  });

  it('T. Nagar → Chennai, Tamil Nadu', () => {
    expect(lookup(13.0418, 80.2341)).toMatchObject({ pinCode: '600017', city: 'Chennai', state: 'Tamil Nadu' });
  });

  it('Salt Lake → Kolkata, West Bengal', () => {
    const r = lookup(22.5867, 88.4171);
    expect(r).toMatchObject({ city: 'Kolkata', state: 'West Bengal' });
    expect(r?.pinCode).toMatch(/^70\d{4}$/);
  });

  it('Kothrud → Pune, Maharashtra', () => {
    const r = lookup(18.5074, 73.8077);
    expect(r).toMatchObject({ city: 'Pune', district: 'Pune', state: 'Maharashtra' });
    expect(r?.pinCode).toMatch(/^4110\d\d$/);
  });
});

describe('reverse geocoder: city choice', () => {
  it('a suburb inside a much larger city reports that city (Yelahanka, Secunderabad, Borivali)', () => {
    expect(lookup(13.1007, 77.5963)?.city).toBe('Bengaluru');
    expect(lookup(17.4399, 78.4983)?.city).toBe('Hyderabad');
    expect(lookup(19.2307, 72.8567)?.city).toBe('Mumbai');
  });

  it('a city of its own next to a metro keeps its name (Thane)', () => {
    expect(lookup(19.2183, 72.9781)).toMatchObject({ city: 'Thane', state: 'Maharashtra' });
  });

  it('only places of the same state can be the city (Noida is not Delhi, Gurugram is not Delhi)', () => {
    expect(lookup(28.5708, 77.3261)).toMatchObject({ city: 'Noida', state: 'Uttar Pradesh' });
    expect(lookup(28.495, 77.0895)).toMatchObject({ city: 'Gurugram', state: 'Haryana' });
  });

  it('GeoNames spellings are modernised (Kochi, Dehradun, Mysuru)', () => {
    expect(lookup(9.9711, 76.2858)?.city).toBe('Kochi');
    expect(lookup(30.3165, 78.0322)?.city).toBe('Dehradun');
    expect(lookup(12.2958, 76.6394)?.city).toBe('Mysuru');
  });

  it('a rural point gets its PIN, district and state, and the nearby town as city', () => {
    // Farmland near Paithan, Aurangabad district, Maharashtra.
    const r = lookup(19.5, 75.5);
    expect(r).toMatchObject({ district: 'Aurangabad', state: 'Maharashtra' });
    expect(r?.pinCode).toMatch(/^43\d{4}$/);
    expect(r?.locality).toEqual(expect.any(String));
    expect(r?.city).toEqual(expect.any(String));
  });
});

describe('reverse geocoder: gaps in the data', () => {
  it('a PIN with coordinates but no directory row borrows district and state (Margao, Goa)', () => {
    expect(lookup(15.2832, 73.9862)).toMatchObject({ locality: null, district: 'South Goa', state: 'Goa' });
  });

  it('Jammu & Kashmir and Ladakh, which have no PIN coordinates, resolve through PINs placed by name', () => {
    expect(lookup(34.0837, 74.7973)).toMatchObject({ pinCode: '190001', city: 'Srinagar', state: 'Jammu and Kashmir' });
    expect(lookup(34.1526, 77.5771)).toMatchObject({ pinCode: '194101', city: 'Leh', state: 'Ladakh' });
  });
});

describe('reverse geocoder: outside India', () => {
  it.each([
    ['0,0', 0, 0],
    ['London', 51.5074, -0.1278],
    ['the Indian Ocean', 0, 75],
    ['the Arabian Sea off Kerala', 9, 73],
    ['Colombo', 6.9271, 79.8612],
    ['Kathmandu', 27.7172, 85.324],
    ['Karachi', 24.8607, 67.0011],
  ])('%s → null', (_name, lat, lng) => {
    expect(lookup(lat, lng)).toBeNull();
  });

  it('non-numbers → null', () => {
    expect(lookup(Number.NaN, 77)).toBeNull();
    expect(lookup(12.9, Number.POSITIVE_INFINITY)).toBeNull();
    expect(lookup(123, 77)).toBeNull();
  });
});

describe('reverse geocoder: loading', () => {
  it('is built once and drops the bad rows of the coordinate table', () => {
    expect(loadReverseGeocoder()).toBe(geocoder);
    expect(geocoder.stats.pinsDroppedAsBad).toBeGreaterThanOrEqual(150);
    expect(geocoder.stats.pins).toBeGreaterThan(18_500);
    expect(geocoder.stats.cities).toBeGreaterThan(3_000);
  });

  it('every PIN in the index has a state', () => {
    // Sampled across the country: a grid of land points, each either null or fully stated.
    for (let lat = 8; lat <= 34; lat += 2) {
      for (let lng = 70; lng <= 96; lng += 2) {
        const r = lookup(lat, lng);
        if (r !== null) expect(r.state, `${lat},${lng}`).toEqual(expect.any(String));
      }
    }
  });

  it('names the data sources the licences require', () => {
    const text = geocoderAttribution();
    expect(text).toContain('GeoNames');
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain('data.gov.in');
  });
});
