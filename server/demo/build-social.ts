import type { connectionRequests, messages, reviews, supportMessages } from '../db/schema/index.ts';
import type { Population, Student, Teacher } from './build-users.ts';
import { classNumberOf } from './people.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Rng } from './random.ts';
import {
  CHAT_SCRIPTS,
  DEMO_CHAT,
  DEMO_STUDENT_SUPPORT,
  DEMO_TEACHER_SUPPORT,
  LEARNING_INTEREST_PARENT,
  LEARNING_INTEREST_SELF,
  REVIEW_COMMENTS,
  SUPPORT_SAMPLES,
  SUPPORT_THREAD,
  TEACHING_OFFER,
  fill,
  type SupportSample,
} from './texts.ts';

export type ReviewInsert = typeof reviews.$inferInsert;
export type RequestInsert = typeof connectionRequests.$inferInsert;
export type MessageInsert = typeof messages.$inferInsert;
export type SupportInsert = typeof supportMessages.$inferInsert;

export const REVIEW_COUNT = 600;
export const REQUEST_COUNT = 400;
export const MESSAGE_TARGET = 200;

const pairKey = (student: Student, teacher: Teacher) => `${student.id}|${teacher.id}`;

function sharedSubject(rng: Rng, student: Student, teacher: Teacher): string {
  const common = teacher.profile.subjects.filter((s) => student.profile.preferredSubjects.includes(s));
  return rng.pick(common.length > 0 ? common : teacher.profile.subjects);
}

function review(rng: Rng, teacher: Teacher, student: Student, createdAt: Date, rating?: 3 | 4 | 5, comment?: string): ReviewInsert {
  const stars = rating ?? rng.weighted([5, 4, 3] as const, [55, 35, 10]);
  const text = comment ?? fill(rng.pick(REVIEW_COMMENTS[stars]), { subject: teacher.profile.subjects[0]! });
  return { id: rng.uuid(), teacherId: teacher.id, studentId: student.id, rating: stars, comment: text || null, createdAt, updatedAt: createdAt };
}

export function buildReviews(rng: Rng, pop: Population, now: number): ReviewInsert[] {
  const rows: ReviewInsert[] = [];
  const seen = new Set<string>();
  const { demoStudent, demoTeacher } = pop;
  const teachers = pop.teachers.filter((t) => t !== demoTeacher);
  const students = pop.students.filter((s) => s !== demoStudent);
  const bengaluru = students.filter((s) => s.city.name === 'Bengaluru');
  const demoReviews: [3 | 4 | 5, string][] = [
    [5, 'Kavitha Ma\'am makes Trigonometry feel easy. Scored 92 in the pre-boards!'],
    [5, 'Very patient and always on time. Weekly tests really helped.'],
    [4, 'Clear explanations in Physics. Would love a few more numericals practice sessions.'],
    [5, 'My daughter\'s confidence in Maths has improved a lot. Thank you!'],
    [4, 'Good teacher, online classes on weekends are convenient for us.'],
  ];
  for (const [i, student] of rng.sample(bengaluru, demoReviews.length).entries()) {
    const [rating, comment] = demoReviews[i]!;
    seen.add(pairKey(student, demoTeacher));
    rows.push(review(rng, demoTeacher, student, new Date(now - rng.int(5, 170) * DAY_MS), rating, comment));
  }

  const weights = teachers.map((t) => (t.approved ? 3 : 1) * (1 + Math.min(t.profile.experienceYears, 12) / 6));
  while (rows.length < REVIEW_COUNT + demoReviews.length) {
    const teacher = rng.weighted(teachers, weights);
    const local = students.filter((s) => s.city === teacher.city);
    const student = rng.chance(0.85) && local.length > 0 ? rng.pick(local) : rng.pick(students);
    if (seen.has(pairKey(student, teacher))) continue;
    seen.add(pairKey(student, teacher));
    rows.push(review(rng, teacher, student, new Date(now - rng.next() * 180 * DAY_MS)));
  }
  return rows;
}

/**
 * More reviews of the demo teacher, so her public profile has a second page of them ("Show more reviews"
 * after ten). From a stream of its own (index.ts), so every other row of the demo stays as it was.
 */
export const DEMO_TEACHER_EXTRA_REVIEWS: readonly [3 | 4 | 5, string][] = [
  [5, 'Board exam revision with her past-paper sets was the best part. Got 95 in Maths.'],
  [4, 'Explains Physics derivations step by step. Sometimes the class runs over time.'],
  [5, 'I look forward to the Saturday classes. She checks our homework every week.'],
  [5, 'Helped me with Class 12 integration when I had almost given up. Very grateful.'],
  [3, 'Good teacher, but the batch timings did not suit my school bus. Moved to online, which works.'],
  [5, 'Concepts first, then practice: that approach really works. ICSE Physics is clear now.'],
  [4, 'Patient with questions, even silly ones. Would recommend to friends in HSR Layout.'],
];

export function buildDemoTeacherExtraReviews(rng: Rng, pop: Population, existing: readonly ReviewInsert[], now: number): ReviewInsert[] {
  const reviewed = new Set(existing.filter((r) => r.teacherId === pop.demoTeacher.id).map((r) => r.studentId));
  const candidates = pop.students.filter((s) => s !== pop.demoStudent && s.city.name === 'Bengaluru' && !reviewed.has(s.id));
  return rng
    .sample(candidates, DEMO_TEACHER_EXTRA_REVIEWS.length)
    .map((student, i) => {
      const [rating, comment] = DEMO_TEACHER_EXTRA_REVIEWS[i]!;
      return review(rng, pop.demoTeacher, student, new Date(now - rng.int(1, 200) * DAY_MS - rng.int(0, 23) * HOUR_MS), rating, comment);
    });
}

export interface RequestsResult {
  requests: RequestInsert[];
  /** Accepted pairs with the time of acceptance, the demo pair first. */
  accepted: { student: Student; teacher: Teacher; respondedAt: Date }[];
}

export function buildRequests(rng: Rng, pop: Population, now: number, responder: Teacher): RequestsResult {
  const requests: RequestInsert[] = [];
  const accepted: RequestsResult['accepted'] = [];
  const seen = new Set<string>();
  const { demoStudent, demoTeacher } = pop;
  const students = pop.students.filter((s) => s !== demoStudent);
  const teachers = pop.teachers.filter((t) => t !== demoTeacher);

  const add = (student: Student, teacher: Teacher, fromStudent: boolean, status: 'pending' | 'accepted' | 'rejected', createdAt: Date) => {
    seen.add(pairKey(student, teacher));
    const subject = sharedSubject(rng, student, teacher);
    const sender = fromStudent ? student : teacher;
    const school = classNumberOf(student.profile.class) !== null;
    const values = { subject, class: student.profile.class, level: school ? student.profile.class : 'college', locality: sender.place.locality.name };
    const templates = !fromStudent ? TEACHING_OFFER : school ? [...LEARNING_INTEREST_PARENT, ...LEARNING_INTEREST_SELF] : LEARNING_INTEREST_SELF;
    const respondedAt = status === 'pending' ? null : new Date(createdAt.getTime() + rng.int(20, 36 * 60) * MINUTE_MS);
    requests.push({
      id: rng.uuid(),
      fromUserId: sender.id,
      toUserId: fromStudent ? teacher.id : student.id,
      status,
      message: fill(rng.pick(templates), values),
      createdAt,
      respondedAt,
    });
    if (status === 'accepted') accepted.push({ student, teacher, respondedAt: respondedAt! });
  };

  add(demoStudent, demoTeacher, true, 'accepted', new Date(now - 10 * DAY_MS));
  const pendingStudent = rng.pick(students.filter((s) => s.city.name === 'Bengaluru' && s.profile.preferredSubjects.includes('Mathematics')));
  add(pendingStudent, demoTeacher, true, 'pending', new Date(now - 5 * HOUR_MS));
  add(demoStudent, responder, false, 'pending', new Date(now - 20 * HOUR_MS));

  while (requests.length < REQUEST_COUNT) {
    const student = rng.pick(students);
    const local = teachers.filter((t) => t.city === student.city);
    const teacher = rng.pick(local.length > 0 ? local : teachers);
    if (seen.has(pairKey(student, teacher))) continue;
    const status = rng.weighted(['pending', 'accepted', 'rejected'] as const, [35, 45, 20]);
    const daysAgo = status === 'pending' ? 0.05 + rng.next() * 20 : 3 + rng.next() * 57;
    add(student, teacher, rng.chance(0.7), status, new Date(now - daysAgo * DAY_MS));
  }
  return { requests, accepted };
}

/** The demo pair's chat, then short conversations between other accepted pairs, mostly read. */
export function buildMessages(rng: Rng, pop: Population, accepted: RequestsResult['accepted'], now: number): MessageInsert[] {
  const rows: MessageInsert[] = [];
  const { demoStudent, demoTeacher } = pop;
  let at = accepted[0]!.respondedAt.getTime() + 15 * MINUTE_MS;
  DEMO_CHAT.forEach((line, i) => {
    at += rng.int(3, 40) * MINUTE_MS;
    const last = i === DEMO_CHAT.length - 1;
    rows.push({
      id: rng.uuid(),
      fromUserId: line.fromStudent ? demoStudent.id : demoTeacher.id,
      toUserId: line.fromStudent ? demoTeacher.id : demoStudent.id,
      content: line.text,
      isRead: !last,
      isLiked: i === 4,
      createdAt: new Date(at),
    });
  });

  const candidates = rng.sample(
    accepted.slice(1).filter((p) => p.respondedAt.getTime() < now - 3 * DAY_MS),
    accepted.length,
  );
  for (const { student, teacher, respondedAt } of candidates) {
    if (rows.length >= MESSAGE_TARGET - 4) break;
    const script = rng.pick(CHAT_SCRIPTS);
    const values = { subject: sharedSubject(rng, student, teacher), locality: student.place.locality.name, fee: `₹${teacher.profile.monthlyFee ?? 3000}` };
    const unreadTail = rng.chance(0.3) ? rng.int(1, 2) : 0;
    let time = respondedAt.getTime() + rng.int(10, 240) * MINUTE_MS;
    script.forEach((line, i) => {
      time += rng.int(2, 120) * MINUTE_MS;
      const fromStudent = i % 2 === 0;
      rows.push({
        id: rng.uuid(),
        fromUserId: fromStudent ? student.id : teacher.id,
        toUserId: fromStudent ? teacher.id : student.id,
        content: fill(line, values),
        isRead: i < script.length - unreadTail,
        isLiked: rng.chance(0.05),
        createdAt: new Date(Math.min(time, now - MINUTE_MS)),
      });
    });
  }
  return rows;
}

/** Support threads in every state: open, replied and closed, one of several messages with a follow-up. */
export function buildSupport(rng: Rng, pop: Population, now: number): SupportInsert[] {
  const rows: SupportInsert[] = [];
  const add = (userId: string, sample: SupportSample, createdAt: number, repliedAt: number) => {
    const status = sample.closed ? 'closed' : sample.reply ? 'replied' : 'open';
    rows.push({
      id: rng.uuid(),
      userId,
      subject: sample.subject,
      message: sample.message,
      status,
      adminReply: sample.reply,
      repliedAt: sample.reply ? new Date(repliedAt) : null,
      repliedBy: sample.reply ? pop.adminId : null,
      createdAt: new Date(createdAt),
    });
  };
  const teachers = pop.teachers.filter((t) => t !== pop.demoTeacher);
  const underReview = teachers.filter((t) => pop.teacherRows.get(t.id)?.kycStatus === 'under_review');
  const others = [...pop.students.filter((s) => s !== pop.demoStudent), ...teachers];
  // One thread per user: a second sample never lands in someone's thread by chance.
  const taken = new Set<string>();
  const pickFree = (pool: readonly { id: string }[]) => {
    const user = rng.pick(pool.filter((u) => !taken.has(u.id)));
    taken.add(user.id);
    return user;
  };
  for (const sample of SUPPORT_SAMPLES) {
    const pool = sample.subject === 'KYC status' ? underReview : sample.subject === 'Fee shown on profile' ? teachers : others;
    const createdAt = now - rng.int(2, 20) * DAY_MS - rng.int(0, 600) * MINUTE_MS;
    add(pickFree(pool).id, sample, createdAt, createdAt + rng.int(30, 600) * MINUTE_MS);
  }
  const parent = pickFree(pop.students.filter((s) => s !== pop.demoStudent));
  SUPPORT_THREAD.forEach((sample, i) => {
    const createdAt = now - (9 - 2 * i) * DAY_MS;
    add(parent.id, sample, createdAt, sample.message ? createdAt + 3 * HOUR_MS : createdAt);
  });
  const [answered, pending] = DEMO_STUDENT_SUPPORT;
  add(pop.demoStudent.id, answered!, now - 26 * HOUR_MS, now - 3 * HOUR_MS);
  add(pop.demoStudent.id, pending!, now - 2 * HOUR_MS, now);
  add(pop.demoTeacher.id, DEMO_TEACHER_SUPPORT, now - 6 * HOUR_MS, now);
  return rows;
}

/** rating_average / review_count from the reviews, student_count from accepted requests. */
export function applyTeacherStats(pop: Population, reviewRows: readonly ReviewInsert[], accepted: RequestsResult['accepted']): void {
  const sums = new Map<string, { total: number; count: number }>();
  for (const r of reviewRows) {
    const entry = sums.get(r.teacherId) ?? { total: 0, count: 0 };
    entry.total += r.rating;
    entry.count += 1;
    sums.set(r.teacherId, entry);
  }
  for (const [teacherId, { total, count }] of sums) {
    const row = pop.teacherRows.get(teacherId)!;
    row.reviewCount = count;
    row.ratingAverage = Math.round((total / count) * 100) / 100;
  }
  for (const { teacher } of accepted) {
    const row = pop.teacherRows.get(teacher.id)!;
    row.studentCount = (row.studentCount ?? 0) + 1;
  }
}
