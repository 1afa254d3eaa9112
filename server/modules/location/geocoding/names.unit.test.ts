import { describe, it, expect } from 'vitest';
import { cleanOfficeName, nameKey, normaliseCityName, normaliseDistrict, normaliseState, titleCase } from './names.ts';

describe('geocoding names', () => {
  it('title-cases names written in capitals', () => {
    expect(titleCase('NORTH 24 PARGANAS')).toBe('North 24 Parganas');
    expect(titleCase('ANDAMAN AND NICOBAR ISLANDS')).toBe('Andaman and Nicobar Islands');
    expect(titleCase('G.T.B.NAGAR')).toBe('G.T.B.Nagar');
  });

  it('drops the post-office class from office names', () => {
    expect(cleanOfficeName('Koramangala S.O')).toBe('Koramangala');
    expect(cleanOfficeName('Indiranagar S.O (Bangalore)')).toBe('Indiranagar');
    expect(cleanOfficeName('New Delhi G.P.O.')).toBe('New Delhi');
    expect(cleanOfficeName('Kayangulam H.O')).toBe('Kayangulam');
    expect(cleanOfficeName('Ada B.O')).toBe('Ada');
    expect(cleanOfficeName('Jaitpur S.O (Shahdol)')).toBe('Jaitpur');
    expect(cleanOfficeName('BANDRA WEST S.O')).toBe('Bandra West');
    expect(cleanOfficeName('NA')).toBeNull();
    expect(cleanOfficeName('600018')).toBeNull();
  });

  it('spells states and union territories as they are officially named', () => {
    expect(normaliseState('KARNATAKA', 'BANGALORE')).toBe('Karnataka');
    expect(normaliseState('TAMIL NADU', 'CHENNAI')).toBe('Tamil Nadu');
    expect(normaliseState('DELHI', 'NEW DELHI')).toBe('Delhi');
    expect(normaliseState('CHATTISGARH', 'RAIPUR')).toBe('Chhattisgarh');
    expect(normaliseState('PONDICHERRY', 'PONDICHERRY')).toBe('Puducherry');
    expect(normaliseState('JAMMU & KASHMIR', 'SRINAGAR')).toBe('Jammu and Kashmir');
    expect(normaliseState('JAMMU & KASHMIR', 'LEH')).toBe('Ladakh');
    expect(normaliseState('DAMAN & DIU', 'DAMAN')).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('normalises districts', () => {
    expect(normaliseDistrict('BANGALORE')).toBe('Bengaluru Urban');
    expect(normaliseDistrict('AURANGABAD(BH)')).toBe('Aurangabad');
    expect(normaliseDistrict('K.V.RANGAREDDY')).toBe('Rangareddy');
    expect(normaliseDistrict('DADRA & NAGAR HAVELI')).toBe('Dadra and Nagar Haveli');
    expect(normaliseDistrict('SOUTH WEST DELHI')).toBe('South West Delhi');
  });

  it('writes city names without transliteration marks and in their current form', () => {
    expect(normaliseCityName('Thāne')).toBe('Thane');
    expect(normaliseCityName('Hāora')).toBe('Howrah');
    expect(normaliseCityName('Gurgaon')).toBe('Gurugram');
    expect(normaliseCityName('New Delhi')).toBe('Delhi');
    expect(nameKey('Bāramūla')).toBe('baramula');
  });
});
