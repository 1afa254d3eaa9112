import type { RequirementMatch } from '../../../contract/requirements.ts';

/**
 * 'Best match': how well a requirement suits the viewer, from what both sides said — never from payment.
 * Points (total 100):
 * - subjects 40: the share of the requirement's subjects the viewer teaches / wants to learn;
 * - distance 25: full within 3 km, falling linearly to 0 at 50 km; an online-only requirement scores full
 *   (distance does not matter), unknown distance scores 0 for offline and half otherwise;
 * - fee 20: full when the fee fits the viewer's budget (students) or meets the teacher's usual fee (teachers),
 *   half when within 20 % of it, 0 beyond; 10 when either side gave no figure;
 * - mode 10: full for 'both' or a mode the viewer can do, 0 for offline beyond 25 km;
 * - rating 5: a teacher poster's rating (of 5); 2.5 when unrated or for student posters.
 * Reasons are the strong points, best first, phrased for the card.
 */
export interface MatchViewer {
  userType: 'student' | 'teacher';
  /** Subjects the viewer teaches (teacher) or wants to learn (student). */
  subjects: readonly string[];
  /** Students: what they can pay per month. */
  budget?: { min: number | null; max: number | null };
  /** Teachers: their usual monthly fee. */
  monthlyFee?: number | null;
}

export interface MatchCandidate {
  subjects: readonly string[];
  type: 'online' | 'offline' | 'both';
  fee: number | null;
  feeType: 'per_hour' | 'per_day' | 'per_month' | 'per_subject';
  distanceKm: number | null;
  rating: number | null;
}

export const WEIGHTS = { subjects: 40, distance: 25, fee: 20, mode: 10, rating: 5 } as const;
const NEAR_KM = 3;
const FAR_KM = 50;
const OFFLINE_REACH_KM = 25;
/** A distance is a reason to pick a requirement only while it is short enough to travel. */
export const REASON_MAX_KM = OFFLINE_REACH_KM;

/** Fees compare per month: an hourly fee ≈ 12 sessions a month, a daily one ≈ 20 days. Per subject counts as monthly. */
export function monthlyEquivalent(fee: number, feeType: MatchCandidate['feeType']): number {
  if (feeType === 'per_hour') return fee * 12;
  if (feeType === 'per_day') return fee * 20;
  return fee;
}

const SUBJECT_SHORT: Record<string, string> = { Mathematics: 'Maths', 'Computer Science': 'Computer Sc.' };
const shortSubject = (s: string) => SUBJECT_SHORT[s] ?? s;

function distancePoints(c: MatchCandidate): number {
  if (c.type === 'online') return WEIGHTS.distance;
  if (c.distanceKm === null) return c.type === 'both' ? WEIGHTS.distance / 2 : 0;
  if (c.distanceKm <= NEAR_KM) return WEIGHTS.distance;
  if (c.distanceKm >= FAR_KM) return 0;
  return WEIGHTS.distance * (1 - (c.distanceKm - NEAR_KM) / (FAR_KM - NEAR_KM));
}

function feeFit(viewer: MatchViewer, c: MatchCandidate): { points: number; reason?: string } {
  if (c.fee === null) return { points: WEIGHTS.fee / 2 };
  const monthly = monthlyEquivalent(c.fee, c.feeType);
  if (viewer.userType === 'student') {
    const max = viewer.budget?.max ?? null;
    if (max === null) return { points: WEIGHTS.fee / 2 };
    if (monthly <= max) return { points: WEIGHTS.fee, reason: 'within your budget' };
    if (monthly <= max * 1.2) return { points: WEIGHTS.fee / 2, reason: 'just above your budget' };
    return { points: 0 };
  }
  const usual = viewer.monthlyFee ?? null;
  if (usual === null) return { points: WEIGHTS.fee / 2 };
  if (monthly >= usual) return { points: WEIGHTS.fee, reason: 'budget meets your fee' };
  if (monthly >= usual * 0.8) return { points: WEIGHTS.fee / 2, reason: 'budget close to your fee' };
  return { points: 0 };
}

function modePoints(c: MatchCandidate): number {
  if (c.type !== 'offline') return WEIGHTS.mode;
  return c.distanceKm !== null && c.distanceKm <= OFFLINE_REACH_KM ? WEIGHTS.mode : 0;
}

export function scoreMatch(viewer: MatchViewer, c: MatchCandidate): RequirementMatch {
  const mine = new Set(viewer.subjects);
  const shared = c.subjects.filter((s) => mine.has(s));
  const subjectPoints = c.subjects.length ? (WEIGHTS.subjects * shared.length) / c.subjects.length : 0;
  const distance = distancePoints(c);
  const fee = feeFit(viewer, c);
  const mode = modePoints(c);
  const rating = c.rating === null ? WEIGHTS.rating / 2 : (WEIGHTS.rating * Math.min(Math.max(c.rating, 0), 5)) / 5;
  const score = Math.round(subjectPoints + distance + fee.points + mode + rating);

  const reasons: string[] = [];
  if (c.type === 'online') reasons.push('online');
  else if (c.distanceKm !== null && c.distanceKm <= REASON_MAX_KM) reasons.push(`${formatKm(c.distanceKm)} away`);
  if (shared.length) reasons.push(shared.slice(0, 3).map(shortSubject).join(', '));
  if (fee.reason) reasons.push(fee.reason);
  if (c.rating !== null && c.rating >= 4) reasons.push(`rated ${c.rating.toFixed(1)}`);
  return { score: Math.min(100, Math.max(0, score)), reasons };
}

const formatKm = (km: number) => (km < 10 ? `${Math.round(km * 10) / 10} km` : `${Math.round(km)} km`);
