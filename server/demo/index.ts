/**
 * Demo data for an empty database: three fixed logins plus ~300 teachers and ~500 students in real
 * neighbourhoods of eight Indian cities, with requirements, reviews, requests, chats, support messages, teachers'
 * availability and a few weeks of lessons.
 * Everything except timestamps (which are relative to the moment of seeding) is deterministic.
 */
import type { Database } from '../db/client.ts';
import type { FileStore } from '../modules/uploads/file-store.ts';
import {
  adminAuditLog,
  availabilityExceptions,
  availabilityRanges,
  lessons,
  teacherAvailabilitySettings,
  children,
  connectionRequests,
  guardianConsents,
  kycSubmissions,
  reports,
  messages,
  notifications,
  requirementContacts,
  requirements,
  reviews,
  studentProfiles,
  supportMessages,
  teacherProfiles,
  userLocations,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { supportReplyNotice } from '../modules/support/admin-support.service.ts';
import { refreshSearchText } from '../modules/search/search-text.repository.ts';
import { addFeaturedTutor } from './build-featured.ts';
import { buildLessons } from './build-lessons.ts';
import { buildFamilies, DEMO_PARENT } from './build-families.ts';
import { buildKycQueue, buildReports } from './build-moderation.ts';
import { buildRequirements } from './build-requirements.ts';
import { addTutorDetails } from './build-tutor-details.ts';
import { applyTeacherStats, buildDemoTeacherExtraReviews, buildMessages, buildRequests, buildReviews, buildSupport } from './build-social.ts';
import { DEMO_ACCOUNT_SPECS, DEMO_PASSWORD, buildPopulation } from './build-users.ts';
import { createRng, DAY_MS } from './random.ts';

export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  firstName: string;
}

/** The documented demo logins (all with password demo1234); the student, teacher and parent live in Bengaluru. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_ACCOUNT_SPECS.student, DEMO_ACCOUNT_SPECS.teacher, DEMO_ACCOUNT_SPECS.admin, DEMO_PARENT].map(
  ({ label, email, password, userType, firstName }) => ({ label, email, password, userType, firstName }),
);

export interface DemoSummary {
  teachers: number;
  students: number;
  requirements: number;
  reviews: number;
  requests: number;
  messages: number;
  kycSubmissions: number;
  reports: number;
  parents: number;
  children: number;
  lessons: number;
}

const SEED = 20_240_601;
const BATCH_SIZE = 200;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

async function inBatches<T>(rows: readonly T[], insert: (chunk: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) await insert(rows.slice(i, i + BATCH_SIZE));
}

/**
 * Inserts the whole demo data set in one transaction. Expects an empty database (see isDatabaseEmpty). With a file
 * store, the KYC queue gets sample document images (clearly marked as samples); without one its files are missing.
 */
export async function seedDemoData(db: Database, options: { files?: FileStore } = {}): Promise<DemoSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();

  // Separate streams, so adding activity never changes who the demo users are.
  const pop = buildPopulation(createRng(SEED), passwordHash, now);
  addTutorDetails(createRng(SEED + 4), pop, now);
  const rng = createRng(SEED + 1);
  const reqs = buildRequirements(rng, pop, now);
  const reviewRows = buildReviews(rng, pop, now);
  reviewRows.push(...buildDemoTeacherExtraReviews(createRng(SEED + 5), pop, reviewRows, now));
  const { requests, accepted } = buildRequests(rng, pop, now, reqs.demoRequirementResponder);
  const messageRows = buildMessages(rng, pop, accepted, now);
  const supportRows = buildSupport(rng, pop, now);
  // Each answered support message rang the user's bell; those older than a day have been read.
  const supportNotices = supportRows
    .filter((row) => row.adminReply && row.repliedAt)
    .map((row) => ({
      userId: row.userId,
      ...supportReplyNotice(row.adminReply!),
      createdAt: row.repliedAt!,
      readAt: now - row.repliedAt!.getTime() > DAY_MS ? row.repliedAt! : null,
    }));
  applyTeacherStats(pop, reviewRows, accepted);
  const kycRows = await buildKycQueue(pop, now, options.files);
  const { reportRows, auditRows } = buildReports(createRng(SEED + 2), pop, messageRows, now);
  const families = buildFamilies(createRng(SEED + 3), pop, passwordHash, now);
  // Last, so the random population and its activity stay as they were.
  addFeaturedTutor(pop, passwordHash, now, new Set([...pop.userRows, ...families.userRows].map((row) => row.mobile)));
  // Availability and a few weeks of lessons between accepted pairs, from a stream of their own.
  const lessonData = buildLessons(createRng(SEED + 6), pop, accepted, now);

  await db.transaction(async (tx) => {
    // Demo accounts are verified: their addresses are the demo's own.
    await inBatches([...pop.userRows, ...families.userRows], (chunk) => tx.insert(users).values(chunk.map((row) => ({ emailVerifiedAt: row.createdAt ?? new Date(now), ...row }))));
    await inBatches([...pop.locationRows, ...families.locationRows], (chunk) => tx.insert(userLocations).values(chunk));
    await inBatches([...pop.studentRows, ...families.studentRows], (chunk) => tx.insert(studentProfiles).values(chunk));
    await inBatches(families.childRows, (chunk) => tx.insert(children).values(chunk));
    await inBatches(families.consentRows, (chunk) => tx.insert(guardianConsents).values(chunk));
    await inBatches([...pop.teacherRows.values()], (chunk) => tx.insert(teacherProfiles).values(chunk));
    await inBatches([...reqs.requirements, ...families.requirementRows], (chunk) => tx.insert(requirements).values(chunk));
    await inBatches(reqs.contacts, (chunk) => tx.insert(requirementContacts).values(chunk));
    await inBatches(reviewRows, (chunk) => tx.insert(reviews).values(chunk));
    await inBatches([...requests, ...families.requestRows], (chunk) => tx.insert(connectionRequests).values(chunk));
    await inBatches(messageRows, (chunk) => tx.insert(messages).values(chunk));
    await inBatches(lessonData.settingsRows, (chunk) => tx.insert(teacherAvailabilitySettings).values(chunk));
    await inBatches(lessonData.rangeRows, (chunk) => tx.insert(availabilityRanges).values(chunk));
    await inBatches(lessonData.exceptionRows, (chunk) => tx.insert(availabilityExceptions).values(chunk));
    await inBatches(lessonData.lessonRows, (chunk) => tx.insert(lessons).values(chunk));
    await inBatches(supportRows, (chunk) => tx.insert(supportMessages).values(chunk));
    await inBatches(supportNotices, (chunk) => tx.insert(notifications).values(chunk));
    await inBatches(kycRows, (chunk) => tx.insert(kycSubmissions).values(chunk));
    await inBatches(reportRows, (chunk) => tx.insert(reports).values(chunk));
    await inBatches(auditRows, (chunk) => tx.insert(adminAuditLog).values(chunk));
    await refreshSearchText(tx);
  });

  return {
    teachers: pop.teachers.length,
    students: pop.students.length + families.students,
    requirements: reqs.requirements.length + families.requirementRows.length,
    reviews: reviewRows.length,
    requests: requests.length + families.requestRows.length,
    messages: messageRows.length,
    kycSubmissions: kycRows.length,
    reports: reportRows.length,
    parents: families.userRows.filter((u) => u.userType === 'parent').length,
    children: families.childRows.length,
    lessons: lessonData.lessonRows.length,
  };
}
