/**
 * Synthetic users for the nearby benchmark: deterministic (seeded PRNG, ids hashed from the index), spread over
 * India with most of them around big cities. Helpers for Postgres array literals, so the same text parameters work
 * on PGlite and node-postgres.
 */
import { createHash } from 'node:crypto';

/** Every bench user has an email at this domain; the bench refuses databases holding any other user. */
export const BENCH_EMAIL_DOMAIN = 'bench.invalid';
/** Never a valid argon2 hash: bench users cannot log in. Viewers register through the API with real passwords. */
export const BENCH_PASSWORD_HASH = '$bench$no-login$placeholder';

/** City centres (decimal degrees) and rough metro populations in millions, used as weights. */
export const CITIES = [
  { name: 'Delhi', state: 'Delhi', lat: 28.6139, lng: 77.209, pop: 32 },
  { name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lng: 72.8777, pop: 21 },
  { name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lng: 88.3639, pop: 15 },
  { name: 'Bengaluru', state: 'Karnataka', lat: 12.9716, lng: 77.5946, pop: 13 },
  { name: 'Chennai', state: 'Tamil Nadu', lat: 13.0827, lng: 80.2707, pop: 11.5 },
  { name: 'Hyderabad', state: 'Telangana', lat: 17.385, lng: 78.4867, pop: 10.5 },
  { name: 'Ahmedabad', state: 'Gujarat', lat: 23.0225, lng: 72.5714, pop: 8.5 },
  { name: 'Surat', state: 'Gujarat', lat: 21.1702, lng: 72.8311, pop: 7.5 },
  { name: 'Pune', state: 'Maharashtra', lat: 18.5204, lng: 73.8567, pop: 7 },
  { name: 'Jaipur', state: 'Rajasthan', lat: 26.9124, lng: 75.7873, pop: 4 },
  { name: 'Lucknow', state: 'Uttar Pradesh', lat: 26.8467, lng: 80.9462, pop: 3.7 },
  { name: 'Indore', state: 'Madhya Pradesh', lat: 22.7196, lng: 75.8577, pop: 3.3 },
  { name: 'Kanpur', state: 'Uttar Pradesh', lat: 26.4499, lng: 80.3319, pop: 3.2 },
  { name: 'Nagpur', state: 'Maharashtra', lat: 21.1458, lng: 79.0882, pop: 3 },
  { name: 'Coimbatore', state: 'Tamil Nadu', lat: 11.0168, lng: 76.9558, pop: 2.6 },
  { name: 'Bhopal', state: 'Madhya Pradesh', lat: 23.2599, lng: 77.4126, pop: 2.5 },
  { name: 'Patna', state: 'Bihar', lat: 25.5941, lng: 85.1376, pop: 2.5 },
  { name: 'Kochi', state: 'Kerala', lat: 9.9312, lng: 76.2673, pop: 2.3 },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', lat: 17.6868, lng: 83.2185, pop: 2.3 },
  { name: 'Vadodara', state: 'Gujarat', lat: 22.3072, lng: 73.1812, pop: 2.2 },
  { name: 'Nashik', state: 'Maharashtra', lat: 19.9975, lng: 73.7898, pop: 2.1 },
  { name: 'Ludhiana', state: 'Punjab', lat: 30.901, lng: 75.8573, pop: 1.9 },
  { name: 'Agra', state: 'Uttar Pradesh', lat: 27.1767, lng: 78.0081, pop: 1.9 },
  { name: 'Thiruvananthapuram', state: 'Kerala', lat: 8.5241, lng: 76.9366, pop: 1.7 },
  { name: 'Guwahati', state: 'Assam', lat: 26.1445, lng: 91.7362, pop: 1.2 },
  { name: 'Chandigarh', state: 'Chandigarh', lat: 30.7333, lng: 76.7794, pop: 1.2 },
] as const;

/** Share of users spread uniformly over the land boxes below instead of around a city. */
export const UNIFORM_SHARE = 0.1;

/** A rough cover of India's land by boxes [south, north, west, east]; some border and sea overlap is fine here. */
const LAND_BOXES: readonly [number, number, number, number][] = [
  [21, 32, 70, 88], // north and central plains
  [16, 21, 73, 86], // upper peninsula
  [8, 16, 74.5, 80.3], // lower peninsula
  [23, 28, 89.5, 96], // north-east
  [32, 35, 74, 79], // Jammu, Kashmir, Himachal
];
const boxArea = ([s, n, w, e]: readonly number[]) => (n! - s!) * (e! - w!) * Math.cos(((s! + n!) / 2) * (Math.PI / 180));

/** mulberry32: small, fast, good enough for synthetic data. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let spare: number | undefined;
  /** Standard normal (Box–Muller, both values used). */
  const gaussian = () => {
    if (spare !== undefined) {
      const value = spare;
      spare = undefined;
      return value;
    }
    const u = 1 - next();
    const v = next();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
  return { next, gaussian, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}
export type Rng = ReturnType<typeof createRng>;

/** Cumulative weights → index, by binary search. */
function weightedPicker(weights: readonly number[]) {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const w of weights) cumulative.push((running += w / total));
  return (u: number) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (u < cumulative[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}
const pickCity = weightedPicker(CITIES.map((c) => c.pop));
const pickBox = weightedPicker(LAND_BOXES.map(boxArea));

/** Gaussian spread: 8 km for the smallest city up to 15 km for the largest (log-scaled by population). */
const logPops = CITIES.map((c) => Math.log(c.pop));
const [minLog, maxLog] = [Math.min(...logPops), Math.max(...logPops)];
export const citySigmaKm = (pop: number) => 8 + (7 * (Math.log(pop) - minLog)) / (maxLog - minLog);

const KM_PER_DEGREE_LAT = 111.195;

export interface GeneratedPoint {
  latitude: number;
  longitude: number;
  city: string | null;
  state: string | null;
}

export function randomPoint(rng: Rng): GeneratedPoint {
  if (rng.next() < UNIFORM_SHARE) {
    const [s, n, w, e] = LAND_BOXES[pickBox(rng.next())]!;
    return { latitude: s + rng.next() * (n - s), longitude: w + rng.next() * (e - w), city: null, state: null };
  }
  const city = CITIES[pickCity(rng.next())]!;
  const sigma = citySigmaKm(city.pop);
  const latitude = city.lat + (rng.gaussian() * sigma) / KM_PER_DEGREE_LAT;
  const longitude = city.lng + (rng.gaussian() * sigma) / (KM_PER_DEGREE_LAT * Math.cos(latitude * (Math.PI / 180)));
  return { latitude, longitude, city: city.name, state: city.state };
}

/** A v4-shaped UUID hashed from (seed, index): deterministic, unique in practice, random in index order. */
export function benchUuid(seed: number, index: number): string {
  const hex = createHash('sha1').update(`${seed}:${index}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Ananya', 'Diya',
  'Aadhya', 'Saanvi', 'Pari', 'Kavya', 'Meera', 'Priya', 'Riya', 'Sneha', 'Lakshmi', 'Farhan', 'Zoya', 'Gurpreet',
  'Harpreet', 'Anjali', 'Deepak', 'Suresh', 'Lalitha', 'Arun', 'Bhavna', 'Tanvi', 'Nikhil', 'Pooja', 'Rahul', 'Sunita',
];
const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Nair', 'Reddy', 'Rao', 'Gupta', 'Singh', 'Patel', 'Shah', 'Das', 'Banerjee', 'Mukherjee',
  'Khan', 'Ali', 'Menon', 'Pillai', 'Joshi', 'Kulkarni', 'Deshmukh', 'Chatterjee', 'Bose', 'Agarwal', 'Mehta', 'Naidu',
];
const SUBJECTS = [
  'Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'History', 'Geography', 'Computer Science',
  'Economics', 'Accountancy', 'Business Studies',
];
const QUALIFICATIONS = ['B.Sc', 'M.Sc', 'B.Tech', 'M.A', 'B.Ed', 'M.Ed', 'Ph.D', 'B.Com', 'M.Com'];
const SCHOOLS = ['Kendriya Vidyalaya', 'DAV Public School', 'St. Xavier’s High School', 'Government High School'];
const CLASSES = ['Class 6', 'Class 7', 'Class 8', 'Class 9', 'Class 10', 'Class 11', 'Class 12', '1st Year College'];

/** Column arrays for one batch, in the order the insert statements take them. */
export interface Batch {
  ids: string[];
  emails: string[];
  userTypes: ('student' | 'teacher')[];
  firstNames: string[];
  lastNames: string[];
  isVerified: boolean[];
  showExact: boolean[];
  latitudes: number[];
  longitudes: number[];
  accuracies: number[];
  localities: (string | null)[];
  cities: (string | null)[];
  states: (string | null)[];
  fullAddresses: (string | null)[];
  teacher: {
    ids: string[];
    subjects: string[];
    qualifications: string[];
    experiences: string[];
    fees: number[];
    ratings: (number | null)[];
    reviewCounts: number[];
    kycStatuses: ('approved' | 'not_submitted')[];
  };
  student: { ids: string[]; classes: string[]; schools: string[]; subjects: string[]; budgetMin: number[]; budgetMax: number[] };
}

function pickSubjects(rng: Rng): string {
  const count = 1 + Math.floor(rng.next() * 3);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(rng.pick(SUBJECTS));
  return [...chosen].join('|');
}

/** Users [start, start + count): half teachers (60 % of them KYC-verified), half students. */
export function generateBatch(rng: Rng, seed: number, start: number, count: number): Batch {
  const batch: Batch = {
    ids: [], emails: [], userTypes: [], firstNames: [], lastNames: [], isVerified: [], showExact: [],
    latitudes: [], longitudes: [], accuracies: [], localities: [], cities: [], states: [], fullAddresses: [],
    teacher: { ids: [], subjects: [], qualifications: [], experiences: [], fees: [], ratings: [], reviewCounts: [], kycStatuses: [] },
    student: { ids: [], classes: [], schools: [], subjects: [], budgetMin: [], budgetMax: [] },
  };
  for (let i = start; i < start + count; i++) {
    const id = benchUuid(seed, i);
    const isTeacher = rng.next() < 0.5;
    const point = randomPoint(rng);
    const locality = point.city ? `Sector ${1 + Math.floor(rng.next() * 120)}` : null;
    batch.ids.push(id);
    batch.emails.push(`b${i}@${BENCH_EMAIL_DOMAIN}`);
    batch.userTypes.push(isTeacher ? 'teacher' : 'student');
    batch.firstNames.push(rng.pick(FIRST_NAMES));
    batch.lastNames.push(rng.pick(LAST_NAMES));
    const isVerified = isTeacher && rng.next() < 0.6;
    batch.isVerified.push(isVerified);
    batch.showExact.push(rng.next() < 0.1);
    batch.latitudes.push(point.latitude);
    batch.longitudes.push(point.longitude);
    batch.accuracies.push(5 + Math.round(rng.next() * 60));
    batch.localities.push(locality);
    batch.cities.push(point.city);
    batch.states.push(point.state);
    batch.fullAddresses.push(point.city ? `${locality}, ${point.city}, ${point.state}` : null);
    if (isTeacher) {
      const rated = rng.next() < 0.4;
      batch.teacher.ids.push(id);
      batch.teacher.subjects.push(pickSubjects(rng));
      batch.teacher.qualifications.push(rng.pick(QUALIFICATIONS));
      batch.teacher.experiences.push(`${1 + Math.floor(rng.next() * 20)} years`);
      batch.teacher.fees.push(500 + 100 * Math.floor(rng.next() * 45));
      batch.teacher.ratings.push(rated ? Math.round((1 + rng.next() * 4) * 100) / 100 : null);
      batch.teacher.reviewCounts.push(rated ? 1 + Math.floor(rng.next() * 80) : 0);
      batch.teacher.kycStatuses.push(isVerified ? 'approved' : 'not_submitted');
    } else {
      const budgetMin = 500 + 100 * Math.floor(rng.next() * 20);
      batch.student.ids.push(id);
      batch.student.classes.push(rng.pick(CLASSES));
      batch.student.schools.push(rng.pick(SCHOOLS));
      batch.student.subjects.push(pickSubjects(rng));
      batch.student.budgetMin.push(budgetMin);
      batch.student.budgetMax.push(budgetMin + 500 + 100 * Math.floor(rng.next() * 30));
    }
  }
  return batch;
}

/** A Postgres array literal with every element quoted (NULL for null), for `$n::type[]` text parameters. */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const parts = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
    if (typeof v === 'boolean') return v ? 't' : 'f';
    return `"${v.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${parts.join(',')}}`;
}
