import { describe, expect, it } from 'vitest';
import { mergeAddress } from './address.ts';

const point: { city?: string } = {};
const geocoded = { pinCode: '560034', locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' };

describe('mergeAddress', () => {
  it('fills every missing part from the geocoder and composes a full address', () => {
    expect(mergeAddress(point, geocoded)).toEqual({
      street: null,
      locality: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560034',
      fullAddress: 'Koramangala, Bengaluru, Karnataka 560034',
    });
  });

  it('keeps what the client sent', () => {
    const merged = mergeAddress({ ...point, city: 'Bangalore', street: '80 Feet Road', fullAddress: 'Flat 2, 80 Feet Road' }, geocoded);
    expect(merged).toMatchObject({ city: 'Bangalore', street: '80 Feet Road', state: 'Karnataka', fullAddress: 'Flat 2, 80 Feet Road' });
  });

  it('prefers an earlier source, and leaves nulls when nothing is known', () => {
    expect(mergeAddress(point, { ...geocoded, street: null }, { pinCode: null, locality: null, city: null, state: null, street: 'MG Road' }).street).toBe('MG Road');
    expect(mergeAddress(point, null)).toEqual({ street: null, locality: null, city: null, state: null, pinCode: null, fullAddress: null });
  });
});
