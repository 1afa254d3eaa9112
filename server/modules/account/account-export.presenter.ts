import type { AccountExport } from '../../../contract/account.ts';
import type { AccountExportRepository } from './account-export.repository.ts';

type Rows<K extends keyof AccountExportRepository> = Awaited<ReturnType<AccountExportRepository[K]>>;
type Row<K extends keyof AccountExportRepository> = Rows<K>[number];
type OtherPartyRow = { otherId: string; otherFirstName: string; otherLastName: string | null };

const iso = (at: Date | null) => at?.toISOString() ?? null;
/** Id and public name: what anyone chatting with them sees anyway. */
const otherParty = (row: OtherPartyRow) => ({
  id: row.otherId,
  name: [row.otherFirstName, row.otherLastName].filter(Boolean).join(' '),
});
const direction = (fromUserId: string, userId: string) => (fromUserId === userId ? ('sent' as const) : ('received' as const));

export function presentRequirement({ contactCount, ...r }: Row<'requirements'>): AccountExport['requirements'][number] {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    subjects: r.subjects,
    classes: r.classes,
    location: r.location,
    city: r.city,
    state: r.state,
    pinCode: r.pinCode,
    street: r.street,
    village: r.village,
    type: r.type,
    fee: r.fee,
    feeType: r.feeType,
    contactCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export function presentRequest(userId: string, row: Row<'requests'>): AccountExport['requests'][number] {
  const { request } = row;
  return {
    id: request.id,
    direction: direction(request.fromUserId, userId),
    otherUser: otherParty(row),
    status: request.status,
    message: request.message,
    createdAt: request.createdAt.toISOString(),
    respondedAt: iso(request.respondedAt),
  };
}

export function presentMessage(userId: string, row: Row<'messages'>): AccountExport['messages'][number] {
  const { message } = row;
  return {
    id: message.id,
    direction: direction(message.fromUserId, userId),
    otherUser: otherParty(row),
    content: message.content,
    attachment: message.attachment,
    attachmentType: message.attachmentType,
    isRead: message.isRead,
    isLiked: message.isLiked,
    createdAt: message.createdAt.toISOString(),
  };
}

export function presentReview(row: Row<'reviewsWritten'>): AccountExport['reviewsWritten'][number] {
  const { review } = row;
  return {
    id: review.id,
    otherUser: otherParty(row),
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

export function presentLesson(userId: string, { lesson, childFirstName, ...row }: Row<'lessons'>): AccountExport['lessons'][number] {
  const role = lesson.teacherId === userId ? 'teacher' : 'family';
  return {
    id: lesson.id,
    role,
    otherUser: otherParty(row),
    childFirstName,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    mode: lesson.mode,
    status: lesson.status,
    note: lesson.note,
    // The family's home address is the family's: in their export, not the teacher's.
    address: role === 'family' ? lesson.address : null,
    reason: lesson.reason,
    teacherOutcome: lesson.teacherOutcome,
    familyOutcome: lesson.familyOutcome,
    createdAt: lesson.createdAt.toISOString(),
  };
}

export const presentNotification = (n: Row<'notifications'>): AccountExport['notifications'][number] => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  readAt: iso(n.readAt),
});

export const presentSupportMessage = (s: Row<'supportMessages'>): AccountExport['supportMessages'][number] => ({
  id: s.id,
  subject: s.subject,
  message: s.message,
  status: s.status,
  adminReply: s.adminReply,
  repliedAt: iso(s.repliedAt),
  createdAt: s.createdAt.toISOString(),
});

export const presentUpload = (u: Row<'uploads'>): AccountExport['uploads'][number] => ({
  path: u.path,
  kind: u.kind,
  mimeType: u.mimeType,
  sizeBytes: u.sizeBytes,
  createdAt: u.createdAt.toISOString(),
});

/** The decision, not the documents: the files stay private to the review. */
export const presentKycSubmission = (k: Row<'kycSubmissions'>): AccountExport['kycSubmissions'][number] => ({
  id: k.id,
  status: k.status,
  rejectionReason: k.rejectionReason,
  createdAt: k.createdAt.toISOString(),
  reviewedAt: iso(k.reviewedAt),
});

export function presentGuardianConsent(userId: string, row: Row<'guardianConsents'>): AccountExport['guardianConsents'][number] {
  return {
    id: row.id,
    role: row.guardianUserId === userId ? 'guardian' : 'child',
    childFirstName: row.childFirstName,
    guardianEmail: row.guardianEmail,
    status: row.status,
    purpose: row.purpose,
    verificationMethod: row.verificationMethod,
    requestedAt: row.requestedAt.toISOString(),
    grantedAt: iso(row.grantedAt),
    withdrawnAt: iso(row.withdrawnAt),
  };
}
