import { eq, sql } from 'drizzle-orm';
import type { MessageKind } from '../../../contract/chat.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { userLocations, users } from '../../db/schema/index.ts';

export interface ConversationRow {
  partnerId: string;
  firstName: string;
  lastName: string | null;
  profileImage: string | null;
  isVerified: boolean;
  /** teacher_profiles.public_id of a teacher partner, else null. */
  publicId: string | null;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  isOnline: boolean;
  lastSeenAt: Date | null;
  /** Age facts of the partner (a child's last seen is shown only to people they are connected with). */
  birthDate: string | null;
  adultDeclaredAt: Date | null;
  guardianConsent: 'pending' | 'granted' | 'withdrawn' | null;
  /** The two have an accepted connection request. */
  connected: boolean;
  content: string;
  attachment: string | null;
  attachmentType: 'image' | 'other' | null;
  kind: MessageKind;
  fromUserId: string;
  createdAt: Date;
  unreadCount: number;
}

export const CONVERSATIONS_LIMIT = 200;

const partnerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
  isVerified: users.isVerified,
  userType: users.userType,
  isOnline: users.isOnline,
  lastSeenAt: users.lastSeenAt,
  bannedAt: users.bannedAt,
  showExactLocation: users.showExactLocation,
  birthDate: users.birthDate,
  adultDeclaredAt: users.adultDeclaredAt,
  guardianConsent: users.guardianConsent,
  latitude: userLocations.latitude,
  longitude: userLocations.longitude,
  /** A teacher's public profile id (one primary-key probe), for the header's profile link. */
  publicId: sql<string | null>`(select tp.public_id from teacher_profiles tp where tp.user_id = ${users.id})`,
};

export function createConversationsRepository(db: Executor) {
  return {
    /**
     * The user's conversations, newest first: the last message with each partner and how many of theirs are
     * unread. Reads the user's messages through the sender and receiver indexes; bounded to the 200 most recent.
     */
    async list(userId: string): Promise<ConversationRow[]> {
      const result = await db.execute(sql`
        with mine as (
          select case when m.from_user_id = ${userId} then m.to_user_id else m.from_user_id end as partner_id,
                 m.content, m.attachment, m.attachment_type, m.kind, m.from_user_id, m.created_at, m.id
            from messages m where m.from_user_id = ${userId}
          union all
          select m.from_user_id, m.content, m.attachment, m.attachment_type, m.kind, m.from_user_id, m.created_at, m.id
            from messages m where m.to_user_id = ${userId} and m.from_user_id <> ${userId}
        ), latest as (
          select distinct on (partner_id) * from mine order by partner_id, created_at desc, id desc
        )
        select l.partner_id, u.first_name, u.last_name, u.profile_image, u.is_verified, u.user_type, u.is_online,
               u.last_seen_at, u.birth_date::text as birth_date, u.adult_declared_at, u.guardian_consent,
               (select tp.public_id from teacher_profiles tp where tp.user_id = l.partner_id) as public_id,
               exists (select 1 from connection_requests c
                        where c.status = 'accepted'
                          and ((c.from_user_id = ${userId} and c.to_user_id = l.partner_id)
                            or (c.from_user_id = l.partner_id and c.to_user_id = ${userId}))) as connected,
               l.content, l.attachment, l.attachment_type, l.kind, l.from_user_id, l.created_at,
               (select count(*)::int from messages r
                 where r.to_user_id = ${userId} and r.from_user_id = l.partner_id and r.is_read = false) as unread_count
          from latest l join users u on u.id = l.partner_id
         where u.banned_at is null
         order by l.created_at desc, l.id desc
         limit ${CONVERSATIONS_LIMIT}`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        partnerId: r.partner_id as string,
        firstName: r.first_name as string,
        lastName: (r.last_name as string | null) ?? null,
        profileImage: (r.profile_image as string | null) ?? null,
        isVerified: r.is_verified as boolean,
        publicId: (r.public_id as string | null) ?? null,
        userType: r.user_type as ConversationRow['userType'],
        isOnline: r.is_online as boolean,
        lastSeenAt: r.last_seen_at ? new Date(r.last_seen_at as string) : null,
        birthDate: (r.birth_date as string | null) ?? null,
        adultDeclaredAt: r.adult_declared_at ? new Date(r.adult_declared_at as string) : null,
        guardianConsent: (r.guardian_consent as ConversationRow['guardianConsent']) ?? null,
        connected: r.connected === true,
        content: r.content as string,
        attachment: (r.attachment as string | null) ?? null,
        attachmentType: (r.attachment_type as ConversationRow['attachmentType']) ?? null,
        kind: (r.kind as MessageKind | undefined) ?? 'text',
        fromUserId: r.from_user_id as string,
        createdAt: new Date(r.created_at as string),
        unreadCount: Number(r.unread_count),
      }));
    },

    /**
     * The other user and every fact the messaging rules need about the pair, in one statement (PGlite runs
     * statements one after another, ~1 ms each: this is most of a send's cost).
     */
    async findPartnerWithFacts(viewerId: string, userId: string) {
      const [row] = await db
        .select({
          ...partnerColumns,
          blockedByMe: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${users.id})`.mapWith(Boolean),
          blockedByThem: sql<boolean>`exists (select 1 from blocks b where b.blocker_id = ${users.id} and b.blocked_id = ${viewerId})`.mapWith(Boolean),
          connected: sql<boolean>`exists (select 1 from connection_requests cr where cr.status = 'accepted' and (
            (cr.from_user_id = ${viewerId} and cr.to_user_id = ${users.id}) or (cr.from_user_id = ${users.id} and cr.to_user_id = ${viewerId})))`.mapWith(Boolean),
          wroteFirst: sql<boolean>`exists (select 1 from messages m where m.from_user_id = ${users.id} and m.to_user_id = ${viewerId})`.mapWith(Boolean),
          hasRequirement: sql<boolean>`exists (select 1 from requirements r where r.user_id = ${users.id})`.mapWith(Boolean),
          /** The viewer's own KYC verification (teacher-verification.policy.ts), read in the same statement. */
          viewerVerified: sql<boolean>`coalesce((select v.is_verified from users v where v.id = ${viewerId}), false)`.mapWith(Boolean),
        })
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Another user as the chat header needs them, with their location (privacy is applied by the caller). */
    async findPartner(userId: string) {
      const [row] = await db
        .select(partnerColumns)
        .from(users)
        .leftJoin(userLocations, eq(userLocations.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
  };
}
export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
