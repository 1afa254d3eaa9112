import { DEFAULT_PLACE_RADIUS_KM, expandFindSubject, type SearchTeachersQuery, type SearchUnderstood } from '../../../contract/search.ts';
import { loadForwardGeocoder } from '../location/geocoding/forward-geocoder.ts';
import { parseSearchQuery, type PlaceResolver } from './query-parser.ts';
import type { GeoPoint, TeacherCriteria } from './teacher-criteria.sql.ts';

/** The teacher filters both searches share (the signed-in and the public query schemas both carry them). */
export type TeacherSearchInput = Pick<
  SearchTeachersQuery,
  'subject' | 'class' | 'board' | 'mode' | 'language' | 'feeMin' | 'feeMax' | 'feeUnit' | 'minRating' | 'place' | 'lat' | 'lng' | 'radiusKm'
> & {
  /** The free text as typed. */
  freeText?: string;
  /** More subjects, comma-separated (the signed-in search's `subjects`). */
  subjects?: string;
};

export interface TeacherSearchPlan {
  criteria: TeacherCriteria;
  understood: SearchUnderstood;
  /** The distance limit in effect, null when the search covers everywhere. */
  radiusKm: number | null;
}

/** Places by name or PIN from the offline forward geocoder (built on first use). */
export const offlinePlaces: PlaceResolver = (text, options) => loadForwardGeocoder().lookup(text, options);

const list = (...values: (string | undefined)[]) =>
  values.flatMap((v) => v?.split(',') ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * Filters from the query and from the free text, each its own condition (a filter and the words typed must both
 * hold); the place searched around: one named in the free text, else the place field, else a shared point; and
 * where distances are measured from (that place, else `savedPoint`: a signed-in viewer's own location).
 */
export function planTeacherSearch(input: TeacherSearchInput, resolvePlace: PlaceResolver, savedPoint: GeoPoint | null = null): TeacherSearchPlan {
  const parsed = parseSearchQuery(input.freeText ?? '', resolvePlace);
  const chosenSubjects = list(input.subject, input.subjects);
  const typedPlace = input.place ? resolvePlace(input.place, { prominentOnly: false, fuzzy: true }) : null;
  const place = parsed.place ?? typedPlace;
  const unknownPlace = !parsed.place && input.place && !typedPlace ? input.place : null;
  const point: (GeoPoint & { reach: number }) | null = place
    ? { latitude: place.latitude, longitude: place.longitude, reach: place.radiusKm }
    : input.lat !== undefined && input.lng !== undefined
      ? { latitude: input.lat, longitude: input.lng, reach: DEFAULT_PLACE_RADIUS_KM }
      : null;
  const area = point ? { latitude: point.latitude, longitude: point.longitude, radiusKm: input.radiusKm ?? point.reach } : undefined;
  const groups = (chosen: string | undefined, typed: readonly string[]) =>
    [chosen ? [chosen] : [], [...typed]].filter((group) => group.length > 0);

  const criteria: TeacherCriteria = {
    text: parsed.text || undefined,
    subjectGroups: [
      ...(chosenSubjects.length ? [chosenSubjects.flatMap(expandFindSubject)] : []),
      ...parsed.subjects.map((subject) => [...expandFindSubject(subject)]),
    ],
    classGroups: groups(input.class, parsed.classes),
    boardGroups: groups(input.board, parsed.boards),
    modeGroups: groups(input.mode, parsed.modes),
    languageGroups: groups(input.language, parsed.languages),
    feeUnit: input.feeUnit,
    feeMin: input.feeMin,
    feeMax: input.feeMax,
    minRating: input.minRating,
    area,
    origin: area ?? savedPoint ?? undefined,
  };
  const understood: SearchUnderstood = {
    subjects: parsed.subjects,
    classes: parsed.classes,
    boards: parsed.boards,
    modes: parsed.modes,
    languages: parsed.languages,
    place: place && area ? { label: place.label, latitude: place.latitude, longitude: place.longitude, radiusKm: area.radiusKm } : null,
    unknownPlace,
    text: parsed.text,
  };
  return { criteria, understood, radiusKm: area?.radiusKm ?? null };
}

/** What a search without parsing understood: only its free text (the students search). */
export const textOnly = (text: string | undefined): SearchUnderstood => ({
  subjects: [],
  classes: [],
  boards: [],
  modes: [],
  languages: [],
  place: null,
  unknownPlace: null,
  text: text ?? '',
});
