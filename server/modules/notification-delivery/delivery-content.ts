import { sql, type SQL } from 'drizzle-orm';
import { PUSH_PREVIEW_MAX } from '../../../contract/notification-delivery.ts';
import type { Language } from '../../../contract/users.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { isMinor } from '../families/minor.policy.ts';
import type { ClaimedDelivery } from './outbox.repository.ts';
import { LESSON_TIME_ZONE } from '../../../contract/lessons.ts';
import { deliveryTexts, type LessonChange } from './delivery-texts.ts';

/** Who a delivery goes to, as the channels need them. */
export interface Recipient {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  language: Language;
  isMinor: boolean;
  isOnline: boolean;
  /** Banned: told nothing (they cannot sign in to act on it). */
  banned: boolean;
  /** The browsers they allowed notifications in (push subscriptions), read with them. */
  browsers: PushTarget[];
}

/** A push subscription as the push channel needs it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lastSuccessAt: Date | null;
}

/**
 * What a delivery says, in the recipient's language: `title` (the email's subject, the push's title), `body` (one
 * paragraph; a push shows it cut to PUSH_PREVIEW_MAX), `lines` (quoted messages, for the email only), the screen it
 * opens (`path`, on this site) with the button's label, and `tag` (a push with the same tag replaces the last one).
 */
export interface DeliveryContent {
  title: string;
  body: string;
  lines: string[];
  path: string;
  action: string;
  tag: string;
}

interface UserSqlRow {
  id: string;
  email: string;
  email_verified_at: Date | string | null;
  first_name: string;
  last_name: string | null;
  language: Language | null;
  is_online: boolean;
  banned_at: Date | string | null;
  user_type: 'student' | 'teacher' | 'admin' | 'parent';
  birth_date: string | null;
  adult_declared_at: Date | string | null;
  guardian_consent: 'pending' | 'granted' | 'withdrawn' | null;
}

const USER_FACTS = sql`u.id, u.email, u.email_verified_at, u.first_name, u.last_name, u.language, u.is_online, u.banned_at,
  u.user_type, u.birth_date::text as birth_date, u.adult_declared_at, u.guardian_consent`;

const minorOf = (u: Pick<UserSqlRow, 'user_type' | 'birth_date' | 'adult_declared_at' | 'guardian_consent'>) =>
  isMinor({ userType: u.user_type, birthDate: u.birth_date, adultDeclaredAt: u.adult_declared_at ? new Date(u.adult_declared_at) : null, guardianConsent: u.guardian_consent });

type PushTargetJson = Omit<PushTarget, 'lastSuccessAt'> & { lastSuccessAt: string | null };

/** A recipient's columns (users `u`, with their browsers), as the claim of a batch reads them with each delivery. */
export const RECIPIENT_FACTS = sql`${USER_FACTS},
  (select coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
                                              'lastSuccessAt', s.last_success_at)), '[]')
     from push_subscriptions s where s.user_id = u.id) as browsers`;

export type RecipientSqlRow = UserSqlRow & { browsers: PushTargetJson[] | string };

/** The recipient from RECIPIENT_FACTS' columns. */
export function recipientOf(u: RecipientSqlRow): Recipient {
  // PGlite and node-postgres parse json; a driver may hand it over as text.
  const browsers = typeof u.browsers === 'string' ? (JSON.parse(u.browsers) as PushTargetJson[]) : u.browsers;
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.email_verified_at !== null,
    firstName: u.first_name,
    language: u.language ?? 'en',
    isMinor: minorOf(u),
    isOnline: u.is_online,
    banned: u.banned_at !== null,
    browsers: browsers.map((b) => ({ ...b, lastSuccessAt: b.lastSuccessAt ? new Date(b.lastSuccessAt) : null })),
  };
}

const fullName = (u: Pick<UserSqlRow, 'first_name' | 'last_name'>) => [u.first_name, u.last_name].filter(Boolean).join(' ');

/** Unread messages of one conversation shown in an email at most; the count says how many there are in all. */
const MESSAGE_LINES_MAX = 10;
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const senderOf = (delivery: ClaimedDelivery) => delivery.payload.senderId ?? delivery.groupKey;

/** The sender of a conversation's message delivery, and the conversation's messages still unread. */
export interface Conversation {
  sender: Pick<UserSqlRow, 'first_name' | 'last_name' | 'user_type' | 'birth_date' | 'adult_declared_at' | 'guardian_consent'>;
  /** The newest MESSAGE_LINES_MAX, newest first; empty once all are read. */
  unread: { content: string; hasAttachment: boolean }[];
  /** How many are unread in all. */
  total: number;
}

/**
 * With the claim of a batch (outbox.repository.ts), for each conversation's message delivery (`d`, as the claim
 * returns it): its sender and the conversation's messages still unread, as CONVERSATION_COLUMNS. Nothing for another
 * delivery, or a sender gone. Read when the round starts, so a message read meanwhile sends nothing.
 */
export const conversationOf = (d: SQL) => sql`
  select s.first_name as sender_first_name, s.last_name as sender_last_name, s.user_type as sender_user_type,
         s.birth_date::text as sender_birth_date, s.adult_declared_at as sender_adult_declared_at,
         s.guardian_consent as sender_guardian_consent,
         (select json_agg(json_build_object('content', m.content, 'hasAttachment', m.has_attachment, 'total', m.total)
                          order by m.created_at desc)
            from (select content, attachment is not null as has_attachment, count(*) over () as total, created_at
                    from messages
                   where to_user_id = ${d}.user_id and from_user_id = s.id and not is_read
                   order by created_at desc
                   limit ${MESSAGE_LINES_MAX}) m) as unread
    from users s
   where ${d}.event = 'message' and not ${d}.payload ? 'childUserId'
     and s.id = case when coalesce(${d}.payload ->> 'senderId', ${d}.group_key) ~* ${UUID_PATTERN}
                     then coalesce(${d}.payload ->> 'senderId', ${d}.group_key)::uuid end`;

export interface ConversationSqlRow {
  sender_first_name: string | null;
  sender_last_name: string | null;
  sender_user_type: UserSqlRow['user_type'] | null;
  sender_birth_date: string | null;
  sender_adult_declared_at: Date | string | null;
  sender_guardian_consent: UserSqlRow['guardian_consent'];
  unread: { content: string; hasAttachment: boolean; total: number }[] | string | null;
}

/** The Conversation from conversationOf's columns (undefined: not a conversation's delivery, or its sender is gone). */
export function conversationFrom(r: ConversationSqlRow): Conversation | undefined {
  if (r.sender_first_name === null || r.sender_user_type === null) return undefined;
  const unread = (typeof r.unread === 'string' ? (JSON.parse(r.unread) as Exclude<ConversationSqlRow['unread'], string>) : r.unread) ?? [];
  return {
    sender: {
      first_name: r.sender_first_name,
      last_name: r.sender_last_name,
      user_type: r.sender_user_type,
      birth_date: r.sender_birth_date,
      adult_declared_at: r.sender_adult_declared_at,
      guardian_consent: r.sender_guardian_consent,
    },
    unread: unread.map(({ content, hasAttachment }) => ({ content, hasAttachment })),
    total: Number(unread[0]?.total ?? 0),
  };
}

/**
 * The words of a message notification from the conversation's unread messages (newest first) as they are when it is
 * sent. Nothing (null) once they are all read. Either side a child: no name and no text ("New message"), as a phone's
 * lock screen or a family computer may be seen by others.
 */
function messageContent(conversation: Conversation | undefined, delivery: ClaimedDelivery, recipient: Recipient): DeliveryContent | null {
  if (!conversation || conversation.unread.length === 0) return null;
  const { sender, unread, total } = conversation;
  const senderId = senderOf(delivery);
  const texts = deliveryTexts(recipient.language);
  const path = `/messages/${senderId}`;
  const tag = `conversation:${senderId}`;
  if (recipient.isMinor || minorOf(sender)) {
    return { title: texts.messageTitlePrivate, body: texts.messageBodyPrivate, lines: [], path, action: texts.openMessages, tag };
  }
  const lines = unread.toReversed().map((m) => m.content || '📎');
  const latest = lines.at(-1)!;
  return {
    title: texts.messageTitle(fullName(sender), total),
    body: latest.length > PUSH_PREVIEW_MAX ? `${latest.slice(0, PUSH_PREVIEW_MAX - 1)}…` : latest,
    lines,
    path,
    action: texts.openMessages,
    tag,
  };
}

const isConversation = (delivery: ClaimedDelivery) => delivery.event === 'message' && !delivery.payload.childUserId;

/**
 * The words of each delivery (null: nothing left to tell). A conversation's message is worded from what its claim
 * read (`conversation`); the others read what they need.
 */
export async function describeDeliveries(
  db: Executor,
  items: { delivery: ClaimedDelivery; recipient: Recipient; conversation: Conversation | undefined }[],
): Promise<(DeliveryContent | null)[]> {
  return Promise.all(
    items.map(({ delivery, recipient, conversation }) =>
      isConversation(delivery) ? messageContent(conversation, delivery, recipient) : describeOne(db, delivery, recipient),
    ),
  );
}

/**
 * To a guardian, a tutor's message to their linked child: the child's first name (as the guardian entered it), no
 * tutor name and no text (a notification may be seen by others), and a link to the guardian's read-only view of that
 * conversation. Told even when the child has read it meanwhile (the guardian has not); nothing once the child is no
 * longer linked to this guardian.
 */
async function describeChildMessage(db: Executor, delivery: ClaimedDelivery, recipient: Recipient): Promise<DeliveryContent | null> {
  const { childId = '', childUserId = '', senderId = '' } = delivery.payload;
  const result = await db.execute(sql`
    select first_name from children where id = ${childId}::uuid and guardian_id = ${recipient.id} and student_user_id = ${childUserId}::uuid`);
  const child = rowsOf<{ first_name: string }>(result)[0];
  if (!child) return null;
  const texts = deliveryTexts(recipient.language);
  return {
    title: texts.childMessageTitle(child.first_name),
    body: texts.childMessageBody(child.first_name),
    lines: [],
    path: `/children/${childId}?with=${senderId}`,
    action: texts.openChildConversation,
    tag: `conversation:child:${childUserId}:${senderId}`,
  };
}

const LESSON_CHANGES: LessonChange[] = ['requested', 'accepted', 'declined', 'proposed', 'cancelled'];
const lessonPath = (lessonId: string | undefined) => (lessonId ? `/lessons?lesson=${lessonId}` : '/lessons');

/** A lesson's start as people in India read it: "5 Dec 2026, 5:00 pm IST" (in Hindi, the same in Hindi). */
export function lessonTime(iso: string, language: Language): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const worded = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: LESSON_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
  return `${worded} IST`;
}

/** The words of one delivery other than a conversation's message (describeDeliveries words those, all at once). */
async function describeOne(db: Executor, delivery: ClaimedDelivery, recipient: Recipient): Promise<DeliveryContent | null> {
  const texts = deliveryTexts(recipient.language);
  const p = delivery.payload;
  const tag = `${delivery.event}:${delivery.groupKey || delivery.id}`;
  switch (delivery.event) {
    case 'message':
      // A guardian's notice of a tutor's message to their child.
      return describeChildMessage(db, delivery, recipient);
    case 'request_received':
      return { title: texts.requestReceivedTitle(p.name ?? ''), body: texts.requestReceivedBody, lines: [], path: '/request', action: texts.openRequests, tag };
    case 'request_answered':
      return p.accepted === 'true'
        ? { title: texts.requestAcceptedTitle(p.name ?? ''), body: texts.requestAcceptedBody, lines: [], path: p.answererId ? `/messages/${p.answererId}` : '/request', action: texts.openMessages, tag }
        : { title: texts.requestDeclinedTitle(p.name ?? ''), body: texts.requestDeclinedBody, lines: [], path: '/request', action: texts.openRequests, tag };
    case 'kyc_decision':
      return p.approved === 'true'
        ? { title: texts.kycApprovedTitle, body: texts.kycApprovedBody, lines: [], path: '/dashboard', action: texts.openDashboard, tag }
        : { title: texts.kycRejectedTitle, body: texts.kycRejectedBody(p.reason ?? ''), lines: [], path: '/dashboard', action: texts.openDashboard, tag };
    case 'support_reply':
      return { title: texts.supportReplyTitle, body: p.reply ?? '', lines: [], path: '/?support=open', action: texts.openTutorhood, tag };
    case 'review_received':
      return {
        title: texts.reviewReceivedTitle(p.rating ?? ''),
        body: texts.reviewReceivedBody(p.reviewerRole === 'parent' ? 'parent' : 'student'),
        lines: [],
        path: '/dashboard',
        action: texts.openDashboard,
        tag,
      };
    case 'guardian_consent':
      return { title: texts.guardianConsentTitle, body: texts.guardianConsentBody, lines: [], path: '/', action: texts.openTutorhood, tag };
    case 'lesson_update': {
      const when = lessonTime(p.startsAt ?? '', recipient.language);
      const change = LESSON_CHANGES.find((c) => c === p.change) ?? 'proposed';
      const lessonTag = `lesson:${p.lessonId ?? delivery.groupKey}`;
      return { title: texts.lessonTitle(change, p.name ?? '', when), body: texts.lessonBody(p.reason ?? ''), lines: [], path: lessonPath(p.lessonId), action: texts.openLessons, tag: lessonTag };
    }
    case 'lesson_reminder':
      return {
        title: texts.lessonReminderTitle(p.name ?? '', lessonTime(p.startsAt ?? '', recipient.language)),
        body: texts.lessonReminderBody,
        lines: [],
        path: lessonPath(p.lessonId),
        action: texts.openLessons,
        tag: `lesson:${p.lessonId ?? delivery.groupKey}`,
      };
  }
}
