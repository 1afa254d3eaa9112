import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { notBlockedWith } from '../relationships/relationships.repository.ts';
import { children, connectionRequests, messages, studentProfiles, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';

/** A list returns the newest requests only; older ones are not reachable from the screens. */
export const REQUEST_LIST_LIMIT = 200;

const sender = alias(users, 'sender');
const senderTeacher = alias(teacherProfiles, 'sender_teacher');
const senderStudent = alias(studentProfiles, 'sender_student');
const senderLocation = alias(userLocations, 'sender_location');
const receiver = alias(users, 'receiver');
const receiverTeacher = alias(teacherProfiles, 'receiver_teacher');
const receiverStudent = alias(studentProfiles, 'receiver_student');
const receiverLocation = alias(userLocations, 'receiver_location');

/** What a party's card needs; never email, mobile, address or street. Coordinates only for the sender. */
const party = (
  u: typeof sender | typeof receiver,
  t: typeof senderTeacher | typeof receiverTeacher,
  s: typeof senderStudent | typeof receiverStudent,
  l: typeof senderLocation | typeof receiverLocation,
) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImage: u.profileImage,
  userType: u.userType,
  isVerified: u.isVerified,
  city: l.city,
  state: l.state,
  rating: t.ratingAverage,
  reviewCount: t.reviewCount,
  subjects: t.subjects,
  qualification: t.qualification,
  experience: t.experience,
  publicId: t.publicId,
  preferredSubjects: s.preferredSubjects,
  studentClass: s.class,
});

/** A banned user's requests and messages are hidden from others until the ban is lifted. */
const notBanned = (userId: SQL) => sql`not exists (select 1 from ${users} b where b.id = ${userId} and b.banned_at is not null)`;

/** The pair has an accepted request (this one or an earlier one): one index probe per row, inside the list query. */
const pairConnected = sql<boolean>`exists (select 1 from connection_requests c2 where c2.status = 'accepted' and (
  (c2.from_user_id = ${connectionRequests.fromUserId} and c2.to_user_id = ${connectionRequests.toUserId}) or
  (c2.from_user_id = ${connectionRequests.toUserId} and c2.to_user_id = ${connectionRequests.fromUserId})))`.mapWith(Boolean);

function selectRequests(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: connectionRequests.id,
      fromUserId: connectionRequests.fromUserId,
      toUserId: connectionRequests.toUserId,
      status: connectionRequests.status,
      message: connectionRequests.message,
      createdAt: connectionRequests.createdAt,
      respondedAt: connectionRequests.respondedAt,
      connected: pairConnected,
      forChild: { id: children.id, firstName: children.firstName, class: children.class },
      senderShowsExactLocation: sender.showExactLocation,
      senderLatitude: senderLocation.latitude,
      senderLongitude: senderLocation.longitude,
      from: party(sender, senderTeacher, senderStudent, senderLocation),
      to: party(receiver, receiverTeacher, receiverStudent, receiverLocation),
    })
    .from(connectionRequests)
    .innerJoin(sender, eq(sender.id, connectionRequests.fromUserId))
    .leftJoin(senderTeacher, eq(senderTeacher.userId, sender.id))
    .leftJoin(senderStudent, eq(senderStudent.userId, sender.id))
    .leftJoin(senderLocation, eq(senderLocation.userId, sender.id))
    .innerJoin(receiver, eq(receiver.id, connectionRequests.toUserId))
    .leftJoin(receiverTeacher, eq(receiverTeacher.userId, receiver.id))
    .leftJoin(receiverStudent, eq(receiverStudent.userId, receiver.id))
    .leftJoin(receiverLocation, eq(receiverLocation.userId, receiver.id))
    .leftJoin(children, eq(children.id, connectionRequests.childId))
    .where(where)
    .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id));
}
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

export function createRequestsRepository(db: Executor) {
  return {
    async findUser(id: string) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType, bannedAt: users.bannedAt, guardianConsent: users.guardianConsent })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Throws a unique violation when a request between the two is already pending (either direction). */
    async insert(values: { fromUserId: string; toUserId: string; message: string; childId?: string | null }) {
      const [row] = await db.insert(connectionRequests).values(values).returning({ id: connectionRequests.id });
      return row!;
    },

    /** The pair has an accepted request made for this child. */
    async connectedForChild(a: string, b: string, childId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(
          and(
            eq(connectionRequests.status, 'accepted'),
            eq(connectionRequests.childId, childId),
            sql`((${connectionRequests.fromUserId} = ${a} and ${connectionRequests.toUserId} = ${b}) or (${connectionRequests.fromUserId} = ${b} and ${connectionRequests.toUserId} = ${a}))`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findParties(id: string) {
      const [row] = await db
        .select({ fromUserId: connectionRequests.fromUserId, toUserId: connectionRequests.toUserId, message: connectionRequests.message })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, id))
        .limit(1);
      return row;
    },

    /** Answers only a pending request of this receiver: of two concurrent answers, one updates a row. */
    async answer(id: string, receiverId: string, status: 'accepted' | 'rejected', tx: Executor = db) {
      const rows = await tx
        .update(connectionRequests)
        .set({ status, respondedAt: sql`now()` })
        .where(and(eq(connectionRequests.id, id), eq(connectionRequests.toUserId, receiverId), eq(connectionRequests.status, 'pending')))
        .returning({ id: connectionRequests.id });
      return rows.length > 0;
    },

    async findById(id: string): Promise<RequestRow | undefined> {
      const [row] = await selectRequests(db, eq(connectionRequests.id, id)).limit(1);
      return row;
    },

    async listReceived(userId: string) {
      return selectRequests(
        db,
        and(eq(connectionRequests.toUserId, userId), notBlockedWith(userId, connectionRequests.fromUserId), isNull(sender.bannedAt)),
      ).limit(
        REQUEST_LIST_LIMIT,
      );
    },

    async listSent(userId: string) {
      return selectRequests(
        db,
        and(eq(connectionRequests.fromUserId, userId), notBlockedWith(userId, connectionRequests.toUserId), isNull(receiver.bannedAt)),
      ).limit(
        REQUEST_LIST_LIMIT,
      );
    },

    /**
     * Both badges in one round trip; the unread count is served by the partial index messages_unread_idx. People
     * blocked either way do not count (their requests and messages are hidden).
     */
    async counters(userId: string) {
      const [row] = await db
        .select({
          unreadMessages: sql<number>`(select count(*) from ${messages} m where m.to_user_id = ${userId} and m.is_read = false and ${notBlockedWith(userId, sql`m.from_user_id`)} and ${notBanned(sql`m.from_user_id`)})`.mapWith(Number),
          pendingRequests: sql<number>`(select count(*) from ${connectionRequests} r where r.to_user_id = ${userId} and r.status = 'pending' and ${notBlockedWith(userId, sql`r.from_user_id`)} and ${notBanned(sql`r.from_user_id`)})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
  };
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
