import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  children,
  connectionRequests,
  guardianConsents,
  kycSubmissions,
  lessons,
  messages,
  notifications,
  requirements,
  reviews,
  supportMessages,
  uploads,
  users,
} from '../../db/schema/index.ts';

/** The other side of a row, by id and public name only: the export never reads their phone, email or location. */
const other = alias(users, 'other_party');
const otherParty = { otherId: other.id, otherFirstName: other.firstName, otherLastName: other.lastName };

/** Every query of the data export (GET /api/account/export): what the account holds, oldest first. */
export function createAccountExportRepository(db: Executor) {
  return {
    requirements: (userId: string) =>
      db.select().from(requirements).where(eq(requirements.userId, userId)).orderBy(asc(requirements.createdAt)),

    requests: (userId: string) =>
      db
        .select({ request: connectionRequests, ...otherParty })
        .from(connectionRequests)
        .innerJoin(
          other,
          sql`${other.id} = case when ${connectionRequests.fromUserId} = ${userId} then ${connectionRequests.toUserId} else ${connectionRequests.fromUserId} end`,
        )
        .where(or(eq(connectionRequests.fromUserId, userId), eq(connectionRequests.toUserId, userId)))
        .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id)),

    messages: (userId: string) =>
      db
        .select({ message: messages, ...otherParty })
        .from(messages)
        .innerJoin(
          other,
          sql`${other.id} = case when ${messages.fromUserId} = ${userId} then ${messages.toUserId} else ${messages.fromUserId} end`,
        )
        .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId)))
        .orderBy(asc(messages.createdAt), asc(messages.id)),

    reviewsWritten: (userId: string) =>
      db
        .select({ review: reviews, ...otherParty })
        .from(reviews)
        .innerJoin(other, eq(other.id, reviews.teacherId))
        .where(eq(reviews.studentId, userId))
        .orderBy(asc(reviews.createdAt)),

    reviewsReceived: (userId: string) =>
      db
        .select({ review: reviews, ...otherParty })
        .from(reviews)
        .innerJoin(other, eq(other.id, reviews.studentId))
        .where(eq(reviews.teacherId, userId))
        .orderBy(asc(reviews.createdAt)),

    notifications: (userId: string) =>
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),

    supportMessages: (userId: string) =>
      db.select().from(supportMessages).where(eq(supportMessages.userId, userId)).orderBy(asc(supportMessages.createdAt)),

    uploads: (userId: string) => db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt)),

    kycSubmissions: (userId: string) =>
      db.select().from(kycSubmissions).where(eq(kycSubmissions.teacherId, userId)).orderBy(asc(kycSubmissions.createdAt)),

    /** Consent records where the account is the guardian or the child; the evidence column (IP, agent) stays out. */
    lessons: (userId: string) =>
      db
        .select({ lesson: lessons, childFirstName: children.firstName, ...otherParty })
        .from(lessons)
        .innerJoin(other, sql`${other.id} = case when ${lessons.teacherId} = ${userId} then ${lessons.bookedById} else ${lessons.teacherId} end`)
        .leftJoin(children, eq(children.id, lessons.childId))
        .where(or(eq(lessons.teacherId, userId), eq(lessons.bookedById, userId)))
        .orderBy(asc(lessons.startsAt), asc(lessons.id)),

    guardianConsents: (userId: string) =>
      db
        .select({
          id: guardianConsents.id,
          guardianUserId: guardianConsents.guardianUserId,
          childFirstName: children.firstName,
          guardianEmail: guardianConsents.guardianEmail,
          status: guardianConsents.status,
          purpose: guardianConsents.purpose,
          verificationMethod: guardianConsents.verificationMethod,
          requestedAt: guardianConsents.requestedAt,
          grantedAt: guardianConsents.grantedAt,
          withdrawnAt: guardianConsents.withdrawnAt,
        })
        .from(guardianConsents)
        .leftJoin(children, eq(children.id, guardianConsents.childId))
        .where(or(eq(guardianConsents.guardianUserId, userId), eq(guardianConsents.studentUserId, userId)))
        .orderBy(asc(guardianConsents.requestedAt)),
  };
}
export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
