/**
 * Parents, children and guardian consent (issue 28 §2). THE DESIGN TO BUILD IS IN docs/design/parents-api.md — read it
 * whole before writing this file's schemas (it is the agreed contract between the server and web engineers of the
 * parents slice; keep the endpoint paths, field names and error codes it names). Delete this notice and
 * docs/design/parents-api.md once the schemas below are written (the decision record 016 then carries the rules).
 */
import { z } from 'zod';
import { STUDENT_CLASS_OPTIONS } from './constants.ts';

export const AGE_BANDS = ['under_13', '13_15', '16_17'] as const;
export const AgeBandSchema = z.enum(AGE_BANDS);
export const CONSENT_STATUSES = ['pending', 'granted', 'withdrawn'] as const;
export const ConsentStatusSchema = z.enum(CONSENT_STATUSES);
export const AGE_STATUSES = ['adult', 'minor', 'unknown'] as const;
export const AgeStatusSchema = z.enum(AGE_STATUSES);

/** A child as their guardian sees it. */
export const ChildSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    class: z.string(),
    schoolName: z.string().nullable(),
    birthDate: z.string().nullable(),
    ageBand: AgeBandSchema.nullable(),
    age: z.number().int().nullable(),
    hasOwnLogin: z.boolean(),
    consent: z.object({ status: ConsentStatusSchema, grantedAt: z.iso.datetime().nullable(), verificationMethod: z.string().nullable() }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Child' });
export type Child = z.infer<typeof ChildSchema>;

/** Who a parent's request, requirement or conversation is for (shown to the teacher as "… (parent) for Anaya, Class 8"). */
export const ForChildSchema = z.object({ id: z.uuid(), firstName: z.string(), class: z.string() }).meta({ id: 'ForChild' });
export type ForChild = z.infer<typeof ForChildSchema>;

export const ChildClassSchema = z.enum(STUDENT_CLASS_OPTIONS);
