import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../contract/auth.ts';
import type { Child } from '../../contract/families.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blocks, children, connectionRequests, lessons, teacherProfiles, users, type LessonRow } from '../db/schema/index.ts';
import { ensureAdmin } from '../modules/admin/admin-accounts.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const PASSWORD = 'secret123';

export function studentBody(overrides: Record<string, unknown> = {}) {
  return {
    userType: 'student',
    firstName: 'Riya',
    lastName: 'Sharma',
    email: `riya.${next()}@example.in`,
    password: PASSWORD,
    mobile: '+919876543210',
    class: 'Class 10',
    schoolName: 'Delhi Public School',
    ...overrides,
  };
}

export function teacherBody(overrides: Record<string, unknown> = {}) {
  return {
    userType: 'teacher',
    firstName: 'Arjun',
    lastName: 'Iyer',
    email: `arjun.${next()}@example.in`,
    password: PASSWORD,
    mobile: '9876501234',
    subjects: ['Mathematics', 'Physics'],
    qualification: 'M.Sc Physics',
    experience: '6 years',
    bio: 'I make physics intuitive.',
    ...overrides,
  };
}

/** Each test app's database (buildTestApp records it), so factories can mark what the API has no shortcut for. */
const databases = new WeakMap<FastifyInstance, Database>();
export const rememberTestDatabase = (app: FastifyInstance, db: Database) => void databases.set(app, db);

export interface AccountOptions {
  /** false: the account stays as registration leaves it, its email address unverified (email-verification tests). */
  emailVerified?: boolean;
}

async function register(app: FastifyInstance, body: Record<string, unknown>, { emailVerified = true }: AccountOptions = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const account = response.json() as AuthResponse;
  if (emailVerified) {
    await markEmailVerified(app, account.user.id);
    account.user.emailVerified = true;
  }
  return { ...account, email: body.email as string, password: body.password as string };
}

/** As if the user had opened the emailed verification link (email-verification.test.ts covers the link itself). */
export async function markEmailVerified(app: FastifyInstance, userId: string) {
  const db = databases.get(app);
  if (!db) throw new Error('factories: build the app with buildTestApp (it records the database the factories verify accounts in)');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

export function parentBody(overrides: Record<string, unknown> = {}) {
  return {
    userType: 'parent',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `meera.${next()}@example.in`,
    password: PASSWORD,
    mobile: '+919812345678',
    ...overrides,
  };
}

/** A date of birth `years` old today (minus a day, so the birthday has passed). */
export function birthDateAged(years: number) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const createStudent = (app: FastifyInstance, overrides?: Record<string, unknown>, options?: AccountOptions) =>
  register(app, studentBody(overrides), options);
export const createTeacher = (app: FastifyInstance, overrides?: Record<string, unknown>, options?: AccountOptions) =>
  register(app, teacherBody(overrides), options);

export const createParent = (app: FastifyInstance, overrides?: Record<string, unknown>, options?: AccountOptions) =>
  register(app, parentBody(overrides), options);

/** A 13–17-year-old's own login, waiting for `guardianEmail` to confirm it. */
export const createMinorStudent = (app: FastifyInstance, guardianEmail: string, overrides?: Record<string, unknown>) =>
  register(app, studentBody({ firstName: 'Anaya', dateOfBirth: birthDateAged(15), guardianEmail, ...overrides }));

/** A parent's child (POST /api/children); returns the Child. */
export async function addChild(app: FastifyInstance, parentToken: string, overrides: Record<string, unknown> = {}) {
  const payload = { firstName: 'Anaya', class: 'Class 8', schoolName: 'Kendriya Vidyalaya', ageBand: '13_15', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/children', headers: bearer(parentToken), payload });
  if (response.statusCode !== 201) throw new Error(`add child failed: ${response.statusCode} ${response.body}`);
  return response.json() as Child;
}

/**
 * A child's own login (createMinorStudent) linked to its guardian as the consent confirmation leaves it: the child
 * row of `guardianToken`'s parent points at the login, and the login's consent is granted. Returns the Child's id.
 */
export async function linkChildLogin(app: FastifyInstance, db: Database, guardianToken: string, childUserId: string, overrides: Record<string, unknown> = {}) {
  const child = await addChild(app, guardianToken, overrides);
  await db.update(children).set({ studentUserId: childUserId }).where(eq(children.id, child.id));
  await db.update(users).set({ guardianConsent: 'granted' }).where(eq(users.id, childUserId));
  return child.id;
}

export async function createAdmin(app: FastifyInstance, db: Database) {
  const email = `admin.${next()}@tutorhood.test`;
  await ensureAdmin(db, { email, password: PASSWORD, firstName: 'Asha' });
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
  return { ...(response.json() as AuthResponse), email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A point `km` north of the given one (on the 6371 km sphere). */
export const northOf = (latitude: number, longitude: number, km: number) => ({
  latitude: latitude + km / 111.19492664455873,
  longitude,
});

export async function saveLocation(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/user/location', headers: bearer(token), payload: body });
  if (response.statusCode !== 200) throw new Error(`save location failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A teacher as an approved KYC leaves them (Verified, profile approved, verified since now), without the documents. */
export async function markTeacherVerified(db: Database, userId: string) {
  await db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  await db.update(teacherProfiles).set({ kycStatus: 'approved', kycApprovedAt: new Date() }).where(eq(teacherProfiles.userId, userId));
}

/** A teacher whose KYC an admin approved (only such a teacher sees students and may contact them first). */
export async function createVerifiedTeacher(app: FastifyInstance, db: Database, overrides?: Record<string, unknown>) {
  const teacher = await createTeacher(app, overrides);
  await markTeacherVerified(db, teacher.user.id);
  return { ...teacher, user: { ...teacher.user, isVerified: true } };
}

/** Connection requests land with the requests issue; until then tests connect two users directly. */
export async function connectUsers(db: Database, fromUserId: string, toUserId: string) {
  await db.insert(connectionRequests).values({ fromUserId, toUserId, status: 'accepted', respondedAt: new Date() });
}

export async function blockUser(db: Database, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId });
}

export async function banUser(db: Database, userId: string) {
  await db.update(users).set({ bannedAt: new Date(), banReason: 'test' }).where(eq(users.id, userId));
}

/**
 * A lesson row as the lessons service would leave it (accepted, an hour, online unless told), straight into the
 * database: for tests of what reads lessons (calendar, reminders, admin). `startsAt` defaults to tomorrow.
 */
export async function insertLesson(
  db: Database,
  values: { teacherId: string; bookedById: string; startsAt?: Date; lengthMinutes?: number } & Partial<Omit<typeof lessons.$inferInsert, 'teacherId' | 'bookedById' | 'startsAt'>>,
): Promise<LessonRow> {
  const { lengthMinutes = 60, startsAt = new Date(Date.now() + 24 * 60 * 60 * 1000), ...rest } = values;
  const [row] = await db
    .insert(lessons)
    .values({ status: 'accepted', mode: 'online', ...rest, startsAt, endsAt: new Date(startsAt.getTime() + lengthMinutes * 60 * 1000) })
    .returning();
  return row!;
}
