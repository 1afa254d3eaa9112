import { z } from 'zod';
import { optionalText } from './common.ts';
import { childIdField, ForChildSchema } from './families.ts';
import { MESSAGES } from './messages.ts';

export const REQUEST_MESSAGE_MAX = 500;
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

const targetId = (invalid: string) => z.uuid({ error: invalid });

/** POST /api/user/request. A student's message is a learning interest, a teacher's a teaching offer. */
export const SendRequestBodySchema = z
  .object({
    receiverId: targetId(MESSAGES.RECEIVER_ID_INVALID),
    message: optionalText(REQUEST_MESSAGE_MAX),
    /** A parent's request is for one of their children (optional with exactly one child). */
    childId: childIdField,
  })
  .meta({ id: 'SendRequestBody' });
export type SendRequestBody = z.infer<typeof SendRequestBodySchema>;

/** POST /api/user/send-request: the same use case; `teacherId` is the target user's id for both roles. */
export const SendRequestLegacyBodySchema = z
  .object({ teacherId: targetId(MESSAGES.TEACHER_ID_INVALID), message: optionalText(REQUEST_MESSAGE_MAX), childId: childIdField })
  .meta({ id: 'SendRequestLegacyBody' });

export const UpdateRequestBodySchema = z
  .object({ status: z.enum(['accepted', 'rejected'], { error: MESSAGES.REQUEST_STATUS_INVALID }) })
  .meta({ id: 'UpdateRequestBody' });
export type UpdateRequestBody = z.infer<typeof UpdateRequestBodySchema>;

/** The other party of a request, as the viewer may see them: never email, phone or an exact point unless connected. */
export const RequestUserSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    name: z.string(),
    profileImage: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    isVerified: z.boolean(),
    /** The public tutor profile's slug (`/tutors/{profileSlug}`): a KYC-approved teacher's; null for everyone else. */
    profileSlug: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** Teachers: derived from reviews (null when none). Students: null. */
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** Teachers: subjects taught. Students: preferred subjects. */
    subjects: z.array(z.string()),
    qualification: z.string().nullable(),
    experience: z.string().nullable(),
    class: z.string().nullable(),
  })
  .meta({ id: 'RequestUser' });
export type RequestUser = z.infer<typeof RequestUserSchema>;

/**
 * Connection request (spec §3). `senderLatitude`/`senderLongitude` follow the location privacy rule: exact once
 * the two are connected (or the sender opted in), otherwise the centre of a ~1 km cell; null without a location.
 */
export const ConnectionRequestSchema = z
  .object({
    id: z.uuid(),
    status: RequestStatusSchema,
    message: z.string().nullable(),
    createdAt: z.iso.datetime(),
    respondedAt: z.iso.datetime().nullable(),
    fromUser: RequestUserSchema,
    toUser: RequestUserSchema,
    senderName: z.string(),
    senderImage: z.string().nullable(),
    senderLatitude: z.number().nullable(),
    senderLongitude: z.number().nullable(),
    receiverName: z.string(),
    receiverImage: z.string().nullable(),
    /** The child a parent's request is for (the parent is fromUser or toUser), else null. */
    forChild: ForChildSchema.nullable(),
  })
  .meta({ id: 'ConnectionRequest' });
export type ConnectionRequest = z.infer<typeof ConnectionRequestSchema>;

export const RequestResponseSchema = z.object({ message: z.string(), request: ConnectionRequestSchema });
export type RequestResponse = z.infer<typeof RequestResponseSchema>;

/** GET /api/me/counters: the navigation and home badges. */
export const CountersSchema = z
  .object({ unreadMessages: z.number().int().nonnegative(), pendingRequests: z.number().int().nonnegative() })
  .meta({ id: 'Counters' });
export type Counters = z.infer<typeof CountersSchema>;
