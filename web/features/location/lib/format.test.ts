import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { addressLine, formatCoordinates, partialAddressMessage, roundCoordinate } from './format.ts';

beforeAll(() => startTestI18n('en', ['location']));

describe('coordinates (spec §9: 6 decimals)', () => {
  it('formats "lat, lng" with 6 decimals', () => {
    expect(formatCoordinates(28.6139, 77.209)).toBe('28.613900, 77.209000');
    expect(formatCoordinates(-12.3456789, 0)).toBe('-12.345679, 0.000000');
  });

  it('is null when a part is missing', () => {
    expect(formatCoordinates(null, 77.2)).toBeNull();
    expect(formatCoordinates(28.6, undefined)).toBeNull();
    expect(formatCoordinates(Number.NaN, 1)).toBeNull();
  });

  it('rounds to 6 decimals', () => {
    expect(roundCoordinate(12.34567891)).toBe(12.345679);
  });
});

describe('partial address (spec §4)', () => {
  it('names the missing parts as Unknown', () => {
    expect(partialAddressMessage(null, 'Karnataka')).toBe('Got coordinates but limited address info. City: Unknown, State: Karnataka.');
    expect(partialAddressMessage('Pune', '')).toBe('Got coordinates but limited address info. City: Pune, State: Unknown.');
    expect(partialAddressMessage(undefined, null)).toBe('Got coordinates but limited address info. City: Unknown, State: Unknown.');
  });

  it('is null when city and state exist', () => {
    expect(partialAddressMessage('Pune', 'Maharashtra')).toBeNull();
  });
});

it('builds the address line from the full address, else street and locality', () => {
  expect(addressLine({ fullAddress: '12 MG Road, Bengaluru' })).toBe('12 MG Road, Bengaluru');
  expect(addressLine({ street: 'MG Road', locality: 'Shanthala Nagar' })).toBe('MG Road, Shanthala Nagar');
  expect(addressLine({})).toBeNull();
});
