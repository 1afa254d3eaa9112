import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { TZDate } from '@date-fns/tz';
import { format, getISODay } from 'date-fns';
import {
  availabilityExceptions,
  availabilityRanges,
  children,
  guardianConsents,
  lessons,
  teacherAvailabilitySettings,
  adminAuditLog,
  connectionRequests,
  kycSubmissions,
  notifications,
  reports,
  messages,
  requirementContacts,
  requirements,
  reviews,
  studentProfiles,
  supportMessages,
  teacherProfiles,
  userLocations,
  users,
} from '../db/schema/index.ts';
import { STUDENT_CLASS_OPTIONS, TEACHING_LANGUAGES, TEACHING_MODES, TUTOR_BOARDS, TUTOR_HEADLINE_MAX } from '../../contract/constants.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { createLocalFileStore } from '../modules/uploads/local-file-store.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData, type DemoSummary } from './index.ts';

/** A migrated database of its own (PGlite from the run's template, or a PostgreSQL clone). */
const freshDatabase = () =>
  openTestDatabase({ templateFile: inject('templateFile'), serverUrl: inject('testDatabaseUrl') || undefined });

async function firstTeachers(handle: DatabaseHandle) {
  return handle.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, city: userLocations.city, publicId: teacherProfiles.publicId })
    .from(users)
    .innerJoin(userLocations, eq(userLocations.userId, users.id))
    .innerJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.userType, 'teacher'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(5);
}

describe('demo data', () => {
  let handle: DatabaseHandle;
  let summary: DemoSummary;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-demo-'));
  const files = createLocalFileStore(dataDir);

  beforeAll(async () => {
    handle = await freshDatabase();
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    summary = await seedDemoData(handle.db, { files });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("rings each answered user's bell: a support-reply notification per reply, unread only when recent", async () => {
    const { db } = handle;
    const replied = await db.select().from(supportMessages).where(isNotNull(supportMessages.adminReply));
    const notices = await db.select().from(notifications).where(eq(notifications.kind, 'support_reply'));
    expect(notices.map((n) => n.body).sort()).toEqual(replied.map((r) => r.adminReply).sort());
    expect(notices.every((n) => replied.some((r) => r.userId === n.userId && r.adminReply === n.body))).toBe(true);
  });

  it('fills the moderation queues: a KYC submission with documents for each teacher under review, open reports', async () => {
    const { db } = handle;
    const underReview = await db.select({ id: teacherProfiles.userId }).from(teacherProfiles).where(eq(teacherProfiles.kycStatus, 'under_review'));
    const submissions = await db.select().from(kycSubmissions);
    expect(underReview.length).toBeGreaterThan(3);
    expect(submissions.map((s) => s.teacherId).sort()).toEqual(underReview.map((t) => t.id).sort());
    expect(summary.kycSubmissions).toBe(submissions.length);
    for (const s of submissions.slice(0, 3)) {
      for (const name of [s.aadhaarFile, s.panFile, s.selfieFile]) expect(existsSync(path.join(files.kycDir, name))).toBe(true);
    }
    const open = await db.$count(reports, isNull(reports.resolvedAt));
    expect(open).toBeGreaterThanOrEqual(3);
    const demoIds = DEMO_ACCOUNTS.map((a) => a.email);
    const involved = await db
      .select({ email: users.email })
      .from(reports)
      .innerJoin(users, or(eq(users.id, reports.reporterId), eq(users.id, reports.reportedUserId)));
    expect(involved.filter((u) => demoIds.includes(u.email))).toEqual([]);
    expect(await db.$count(adminAuditLog, eq(adminAuditLog.action, 'dismiss_report'))).toBe(summary.reports - open);
  });

  it('fills the database with counts in the documented ranges', async () => {
    const { db } = handle;
    expect(await isDatabaseEmpty(db)).toBe(false);
    const count = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
    expect(summary.teachers).toBe(await db.$count(users, eq(users.userType, 'teacher')));
    expect(summary.students).toBe(await db.$count(users, eq(users.userType, 'student')));
    expect(summary.teachers).toBeGreaterThanOrEqual(280);
    expect(summary.teachers).toBeLessThanOrEqual(320);
    expect(summary.students).toBeGreaterThanOrEqual(480);
    expect(summary.students).toBeLessThanOrEqual(520);
    expect(await count(teacherProfiles)).toBe(summary.teachers);
    expect(await count(studentProfiles)).toBe(summary.students);
    expect(summary.requirements).toBe(await count(requirements));
    expect(summary.requirements).toBeGreaterThanOrEqual(150);
    expect(summary.requirements).toBeLessThanOrEqual(200);
    expect(summary.reviews).toBe(await count(reviews));
    expect(summary.reviews).toBeGreaterThanOrEqual(550);
    expect(summary.reviews).toBeLessThanOrEqual(650);
    expect(summary.requests).toBe(await count(connectionRequests));
    expect(summary.requests).toBeGreaterThanOrEqual(350);
    expect(summary.requests).toBeLessThanOrEqual(450);
    expect(summary.messages).toBe(await count(messages));
    expect(summary.messages).toBeGreaterThanOrEqual(150);
    expect(summary.messages).toBeLessThanOrEqual(250);
    expect(await count(supportMessages)).toBeGreaterThanOrEqual(5);
    expect(await db.$count(supportMessages, eq(supportMessages.status, 'replied'))).toBeGreaterThan(0);
    expect(await db.$count(users, eq(users.userType, 'admin'))).toBe(1);
  });

  it('has support threads in every state, one of several messages, the first titled as the floating chat does', async () => {
    const rows = await handle.db.select().from(supportMessages).orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    const threads = new Map<string, typeof rows>();
    for (const row of rows) threads.set(row.userId, [...(threads.get(row.userId) ?? []), row]);
    const threadStates = [...threads.values()].map((thread) => thread.at(-1)!.status);
    for (const state of ['open', 'replied', 'closed'] as const) {
      expect(threadStates.filter((s) => s === state).length, state).toBeGreaterThanOrEqual(2);
    }
    expect(Math.max(...[...threads.values()].map((thread) => thread.length))).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.repliedAt === null, row.id).toBe(row.status === 'open');
      if (row.message === '') expect(row.adminReply).not.toBeNull();
    }
    const [demoStudent] = await handle.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
    expect(threads.get(demoStudent!.id)?.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every student and teacher a pinned location in at least six cities (not a child waiting for consent)', async () => {
    const { db } = handle;
    const missing = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(userLocations, eq(userLocations.userId, users.id))
      .where(
        and(
          inArray(users.userType, ['student', 'teacher']),
          sql`${userLocations.userId} is null`,
          sql`${users.guardianConsent} is distinct from 'pending'`,
        ),
      );
    expect(missing).toEqual([]);
    const cities = await db.selectDistinct({ city: userLocations.city }).from(userLocations);
    expect(cities.length).toBeGreaterThanOrEqual(6);
    const locations = await db.select().from(userLocations);
    for (const l of locations) {
      expect(l.mode).toBe('pin');
      expect(l.latitude).toBeGreaterThan(8);
      expect(l.latitude).toBeLessThan(37);
      expect(l.longitude).toBeGreaterThan(68);
      expect(l.longitude).toBeLessThan(98);
      expect(l.pinCode).toMatch(/^\d{6}$/);
      expect(l.fullAddress).toContain(`${l.city}, ${l.state} ${l.pinCode}`);
      expect(l.accuracy).toBeGreaterThanOrEqual(5);
      expect(l.accuracy).toBeLessThanOrEqual(40);
    }
  });

  it('has unique lower-case emails and unique mobiles', async () => {
    const rows = await handle.db.select({ email: users.email, mobile: users.mobile }).from(users);
    expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.email).toBe(r.email.toLowerCase());
      expect(r.mobile).toMatch(/^\+91 9\d{9}$/);
    }
  });

  it('creates the three demo accounts with working passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.userType).toBe(account.userType);
      expect(user?.firstName).toBe(account.firstName);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    expect(DEMO_ACCOUNTS.find((a) => a.userType === 'admin')?.firstName).toBe('Asha');
  });

  it('has every demo account verified (their addresses are the demo\'s own)', async () => {
    const unverified = await handle.db.select({ email: users.email }).from(users).where(isNull(users.emailVerifiedAt));
    expect(unverified).toEqual([]);
  });

  it('has availability and a few weeks of lessons, each inside its teacher\'s ranges, between accepted pairs', async () => {
    const { db } = handle;
    const rows = await db.select().from(lessons);
    expect(summary.lessons).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const now = Date.now();
    expect(new Set(rows.map((l) => l.status))).toEqual(new Set(['accepted', 'requested', 'proposed', 'cancelled']));
    expect(rows.filter((l) => l.endsAt.getTime() < now && l.teacherOutcome === 'happened').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((l) => l.startsAt.getTime() > now && l.status === 'accepted').length).toBeGreaterThanOrEqual(3);
    expect(rows.some((l) => l.isFreeDemo)).toBe(true);

    const [teacher] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.userType === 'teacher')!.email));
    const [student] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.find((a) => a.userType === 'student')!.email));
    expect(rows.filter((l) => l.teacherId === teacher!.id && l.bookedById === student!.id).length).toBeGreaterThanOrEqual(4);
    const settings = await db.select().from(teacherAvailabilitySettings);
    expect(settings.length).toBeGreaterThanOrEqual(3);
    expect(settings.some((s) => s.firstLessonFree) && settings.some((s) => !s.firstLessonFree)).toBe(true);
    const exceptions = await db.select().from(availabilityExceptions);
    expect(exceptions.map((e) => e.teacherId)).toEqual([teacher!.id]);

    const ranges = await db.select().from(availabilityRanges);
    const connected = await db.select().from(connectionRequests).where(eq(connectionRequests.status, 'accepted'));
    for (const lesson of rows) {
      const start = new TZDate(lesson.startsAt, 'Asia/Kolkata');
      const end = new TZDate(lesson.endsAt, 'Asia/Kolkata');
      const from = start.getHours() * 60 + start.getMinutes();
      const to = end.getHours() * 60 + end.getMinutes();
      const inside = ranges.some((r) => r.teacherId === lesson.teacherId && r.weekday === getISODay(start) && r.startMinute <= from && to <= r.endMinute && r.modes.includes(lesson.mode));
      expect(inside, `lesson ${lesson.id} at ${start.toString()}`).toBe(true);
      expect(exceptions.some((e) => e.teacherId === lesson.teacherId && e.day === format(start, 'yyyy-MM-dd'))).toBe(false);
      const pair = [lesson.teacherId, lesson.bookedById].sort().join('|');
      expect(connected.some((c) => [c.fromUserId, c.toUserId].sort().join('|') === pair)).toBe(true);
      // An online lesson's teacher has a meeting link; an accepted home lesson has its address.
      if (lesson.mode === 'online') expect(settings.find((s) => s.teacherId === lesson.teacherId)!.meetingLink).toMatch(/^https:\/\//);
      if (lesson.mode === 'student_home' && lesson.status === 'accepted') expect(lesson.address).toBeTruthy();
    }
  });

  it('has families: the demo parent with two children, a 15-year-old her guardian confirmed, one still waiting', async () => {
    const { db } = handle;
    expect(summary.parents).toBe(await db.$count(users, eq(users.userType, 'parent')));
    expect(summary.children).toBe(await db.$count(children));
    const [meera] = await db.select().from(users).where(eq(users.email, 'parent@tutorhood.demo'));
    const kids = await db.select().from(children).where(eq(children.guardianId, meera!.id));
    expect(kids.map((k) => `${k.firstName}, ${k.class}`).sort()).toEqual(['Anaya, Class 8', 'Kabir, Class 5']);
    const [forAnaya] = await db.select().from(requirements).where(eq(requirements.userId, meera!.id));
    expect(forAnaya).toMatchObject({ userType: 'student', childId: kids.find((k) => k.firstName === 'Anaya')!.id });
    // Every child's consent is on record; a linked login matches its consent state.
    const consents = await db.select().from(guardianConsents);
    expect(consents.filter((c) => c.status === 'granted').every((c) => c.guardianUserId && c.grantedAt && c.evidence)).toBe(true);
    const minors = await db.select().from(users).where(isNotNull(users.guardianConsent));
    expect(minors.map((m) => m.guardianConsent).sort()).toEqual(['granted', 'pending']);
    const pending = minors.find((m) => m.guardianConsent === 'pending')!;
    expect(await db.$count(userLocations, eq(userLocations.userId, pending.id))).toBe(0);
    // Demo accounts are verified; most students have an age, some have not said.
    expect(await db.$count(users, isNull(users.emailVerifiedAt))).toBe(0);
    const students = await db.select({ birthDate: users.birthDate }).from(users).where(eq(users.userType, 'student'));
    const unstated = students.filter((s) => s.birthDate === null).length;
    expect(unstated).toBeGreaterThan(0);
    expect(unstated).toBeLessThan(students.length / 5);
  });

  it('sets up the demo teacher and student in Bengaluru with a connection, chat and requirement', async () => {
    const { db } = handle;
    const byEmail = async (email: string) =>
      (await db.select().from(users).innerJoin(userLocations, eq(userLocations.userId, users.id)).where(eq(users.email, email)))[0]!;
    const teacher = await byEmail('teacher@tutorhood.demo');
    const student = await byEmail('student@tutorhood.demo');
    expect(teacher.user_locations.city).toBe('Bengaluru');
    expect(student.user_locations.city).toBe('Bengaluru');
    expect(teacher.users.isVerified).toBe(true);
    const [profile] = await db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacher.users.id));
    expect(profile?.kycStatus).toBe('approved');
    // More than a page of reviews on her public profile (ten a page): "Show more reviews" has something to show.
    expect(profile?.reviewCount).toBeGreaterThan(10);

    const toTeacher = await db.select().from(connectionRequests).where(eq(connectionRequests.toUserId, teacher.users.id));
    expect(toTeacher.filter((r) => r.status === 'accepted').map((r) => r.fromUserId)).toEqual([student.users.id]);
    // One pending request from a student, and one from the demo parent for her daughter Anaya.
    expect(toTeacher.filter((r) => r.status === 'pending' && r.childId === null)).toHaveLength(1);
    expect(toTeacher.filter((r) => r.status === 'pending' && r.childId !== null)).toHaveLength(1);
    expect(profile?.studentCount).toBe(1);

    const chat = await db.$count(messages, and(inArray(messages.fromUserId, [teacher.users.id, student.users.id]), inArray(messages.toUserId, [teacher.users.id, student.users.id])));
    expect(chat).toBeGreaterThanOrEqual(4);
    const [requirement] = await db.select().from(requirements).where(eq(requirements.userId, student.users.id));
    expect(requirement?.city).toBe('Bengaluru');
  });

  it('gives every teacher the public profile details: headline, classes, boards, modes, languages, fee unit, approval date', async () => {
    const rows = await handle.db
      .select({ profile: teacherProfiles, isVerified: users.isVerified, createdAt: users.createdAt, searchText: users.searchText })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId));
    expect(rows.length).toBe(summary.teachers);
    expect(new Set(rows.map((r) => r.profile.publicId)).size).toBe(rows.length);
    for (const { profile, isVerified, createdAt, searchText } of rows) {
      expect(profile.publicId).toMatch(/^[0-9a-f]{10}$/);
      expect(profile.classes.length, profile.userId).toBeGreaterThan(0);
      expect(profile.teachingModes.length).toBeGreaterThan(0);
      expect(profile.languages.length).toBeGreaterThan(0);
      expect(profile.classes.every((c) => (STUDENT_CLASS_OPTIONS as readonly string[]).includes(c))).toBe(true);
      expect(profile.boards.every((b) => (TUTOR_BOARDS as readonly string[]).includes(b))).toBe(true);
      expect(profile.teachingModes.every((m) => (TEACHING_MODES as readonly string[]).includes(m))).toBe(true);
      expect(profile.languages.every((l) => (TEACHING_LANGUAGES as readonly string[]).includes(l))).toBe(true);
      expect(profile.headline?.length ?? 0).toBeLessThanOrEqual(TUTOR_HEADLINE_MAX);
      if (profile.headline) expect(searchText).toContain(profile.headline.toLowerCase());
      // Approved teachers were approved after joining and before now; the others have no date.
      if (isVerified) {
        expect(profile.kycApprovedAt!.getTime()).toBeGreaterThan(createdAt.getTime());
        expect(profile.kycApprovedAt!.getTime()).toBeLessThan(Date.now());
      } else {
        expect(profile.kycApprovedAt).toBeNull();
      }
      if (profile.feeUnit === 'per_hour') expect(profile.monthlyFee).toBeLessThanOrEqual(1500);
      if (profile.monthlyFee === null) expect(profile.feeUnit).toBe('per_month');
    }
    const units = rows.map((r) => r.profile.feeUnit);
    const perHour = units.filter((u) => u === 'per_hour').length;
    expect(perHour).toBeGreaterThan(rows.length * 0.08);
    expect(units.filter((u) => u === 'per_month').length).toBeGreaterThan(rows.length * 0.6);
    expect(rows.filter((r) => r.profile.headline).length).toBeGreaterThan(rows.length * 0.85);
    expect(rows.filter((r) => r.profile.boards.length > 0).length).toBeGreaterThan(rows.length * 0.9);

    const [kavitha] = await handle.db
      .select({ profile: teacherProfiles })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(eq(users.email, 'teacher@tutorhood.demo'));
    expect(kavitha!.profile).toMatchObject({
      classes: ['Class 8', 'Class 9', 'Class 10', 'Class 11', 'Class 12'],
      boards: ['CBSE', 'ICSE'],
      teachingModes: ['tutor_home', 'online'],
      languages: ['English', 'Hindi', 'Kannada'],
      feeUnit: 'per_month',
      monthlyFee: 4500,
    });
    expect(kavitha!.profile.headline).toMatch(/Maths & Physics/);
    expect(kavitha!.profile.kycApprovedAt).not.toBeNull();
  });

  it('keeps teacher ratings, review counts and student counts equal to the inserted rows', async () => {
    const { db } = handle;
    const profiles = await db.select().from(teacherProfiles);
    const allReviews = await db.select({ teacherId: reviews.teacherId, rating: reviews.rating }).from(reviews);
    const accepted = await db.select().from(connectionRequests).where(eq(connectionRequests.status, 'accepted'));
    let reviewed = 0;
    for (const p of profiles) {
      const ratings = allReviews.filter((r) => r.teacherId === p.userId).map((r) => r.rating);
      expect(p.reviewCount).toBe(ratings.length);
      if (ratings.length === 0) {
        expect(p.ratingAverage).toBeNull();
      } else {
        reviewed++;
        const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs(p.ratingAverage! - average)).toBeLessThanOrEqual(0.005 + 1e-9);
      }
      const students = accepted.filter((r) => r.fromUserId === p.userId || r.toUserId === p.userId).length;
      expect(p.studentCount).toBe(students);
    }
    expect(reviewed).toBeGreaterThan(100);
    for (const r of allReviews) expect([3, 4, 5]).toContain(r.rating);
  });

  it('never has two pending requests for one pair, and only connects students (or parents, for a child) with teachers', async () => {
    const { db } = handle;
    const rows = await db.select().from(connectionRequests);
    const types = new Map((await db.select({ id: users.id, type: users.userType }).from(users)).map((u) => [u.id, u.type]));
    const pending = new Set<string>();
    for (const r of rows) {
      const side = (id: string) => (types.get(id) === 'parent' ? 'student' : types.get(id));
      expect(new Set([side(r.fromUserId), side(r.toUserId)])).toEqual(new Set(['student', 'teacher']));
      expect(r.childId !== null).toBe(types.get(r.fromUserId) === 'parent' || types.get(r.toUserId) === 'parent');
      if (r.status !== 'pending') continue;
      const key = [r.fromUserId, r.toUserId].sort().join('|');
      expect(pending.has(key)).toBe(false);
      pending.add(key);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'accepted', 'rejected']));
  });

  it('has at most one requirement per user, with contact counts matching contact rows', async () => {
    const { db } = handle;
    const rows = await db.select().from(requirements);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    const contacts = await db.select().from(requirementContacts);
    for (const r of rows) expect(r.contactCount).toBe(contacts.filter((c) => c.requirementId === r.id).length);
    expect(rows.filter((r) => r.userType === 'teacher').every((r) => r.classes.length > 0)).toBe(true);
  });

  it('is deterministic across fresh databases', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoData(other.db);
      expect(await firstTeachers(other)).toEqual(await firstTeachers(handle));
    } finally {
      await other.close();
    }
  }, 120_000);
});
