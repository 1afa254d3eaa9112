import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import type { StudentProfileRow, TeacherProfileRow, UserLocationRow, UserRow } from '../../db/schema/index.ts';

export type NewStudent = { class: string; schoolName: string };
export type NewTeacher = Pick<typeof teacherProfiles.$inferInsert, 'subjects' | 'qualification' | 'experience' | 'bio'> &
  Partial<Pick<typeof teacherProfiles.$inferInsert, 'headline' | 'classes' | 'boards' | 'teachingModes' | 'languages' | 'feeUnit' | 'monthlyFee'>>;

/** A public profile id as the column's default makes one (decision 020): 10 random hex digits. */
export const randomPublicId = () => randomBytes(5).toString('hex');
/** Draws of a public id before giving up (one repeats an existing id about once in 550,000 at 2 million teachers). */
const PUBLIC_ID_DRAWS = 5;

export interface AccountRecord {
  user: UserRow;
  location: UserLocationRow | null;
  student: StudentProfileRow | null;
  teacher: TeacherProfileRow | null;
}

export function createAuthRepository(db: Executor) {
  // GET /api/auth/me runs this on every call: built once, a named prepared statement on a PostgreSQL server.
  const findAccountStatement = db
    .select({ user: users, location: userLocations, student: studentProfiles, teacher: teacherProfiles })
    .from(users)
    .leftJoin(userLocations, eq(userLocations.userId, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_find_account');

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async insertUser(values: typeof users.$inferInsert, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    async insertStudentProfile(userId: string, profile: NewStudent, tx: Executor = db) {
      await tx.insert(studentProfiles).values({ userId, ...profile });
    },

    /**
     * A teacher's profile, with a public id no other teacher has: one already taken (10 random hex digits repeat, at
     * 2 million teachers about once in 550,000 registrations) is drawn again rather than failing the registration.
     * Only the public id's conflict is skipped; a second profile for the user still fails.
     */
    async insertTeacherProfile(userId: string, profile: NewTeacher, tx: Executor = db, drawPublicId: () => string = randomPublicId) {
      for (let draw = 1; draw <= PUBLIC_ID_DRAWS; draw++) {
        const inserted = await tx
          .insert(teacherProfiles)
          .values({ userId, ...profile, publicId: drawPublicId() })
          .onConflictDoNothing({ target: teacherProfiles.publicId })
          .returning({ userId: teacherProfiles.userId });
        if (inserted.length > 0) return;
      }
      throw new Error(`no free public profile id in ${PUBLIC_ID_DRAWS} draws`);
    },

    async updatePassword(userId: string, passwordHash: string, tx: Executor = db) {
      const now = new Date();
      await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    /** The user with location and profile, in one round trip. */
    async findAccount(userId: string): Promise<AccountRecord | undefined> {
      const [row] = await findAccountStatement.execute({ userId });
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
