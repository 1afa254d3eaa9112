import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONSENT_LINK_TTL_DAYS,
  type Child,
  type ConsentInvite,
  type ResendConsentBody,
  type StateAgeBody,
} from '../../../contract/families.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Mailer } from '../account/mailer.ts';
import { hashToken, type SessionUser } from '../auth/sessions.service.ts';
import { consentEmail } from './consent-email.ts';
import { createFamiliesRepository } from './families.repository.ts';
import { maskEmail, presentChild } from './families.presenter.ts';
import { ageStatusOf } from './minor.policy.ts';
import { decideStatedAge, type StatedAge } from './stated-age.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

interface Deps {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Base of every emailed link (config.publicUrl), never a request's headers. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tells the child, in the bell and live, that their guardian confirmed. */
  notifications: NotificationsService;
}

const CONSENT_GRANTED_NOTICE = {
  kind: 'guardian_consent_granted',
  title: 'Your parent or guardian confirmed your account',
  body: 'You can now contact tutors, send requests and set your location.',
  params: {},
} as const;

export interface ClientEvidence {
  ip: string;
  userAgent?: string;
}

/** Links a child may ask for in an hour (each is an email to someone else). */
export const CONSENT_RESENDS_PER_HOUR = 5;

const linkInvalid = () => new AppError('VALIDATION_FAILED', MESSAGES.CONSENT_LINK_INVALID, { errors: { token: MESSAGES.CONSENT_LINK_INVALID } });

/** What is kept as proof of who consented and how they were verified (DPDP Rules 2025 r.10). */
export const consentEvidence = (guardian: { email: string; emailVerifiedAt: Date | null }, client: ClientEvidence) =>
  JSON.stringify({
    guardianEmail: guardian.email,
    guardianEmailVerifiedAt: guardian.emailVerifiedAt?.toISOString() ?? null,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });

/**
 * Verifiable consent for a 13–17-year-old's own login: the child names a guardian's email; the guardian opens the
 * emailed link while signed in to a parent account with a verified email, which links the child to that account.
 */
export function createGuardianConsentService({ db, mailer, rateLimiter, publicUrl, log, notifications }: Deps) {
  const repository = createFamiliesRepository(db);

  /** A pending consent row with a fresh single-use token (only its SHA-256 is stored); send the link after commit. */
  async function open(studentUserId: string, guardianEmail: string, tx: Executor) {
    const token = randomBytes(32).toString('base64url');
    await repository.expirePendingOfStudent(studentUserId, tx);
    await repository.insertConsent(
      {
        studentUserId,
        guardianEmail,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + CONSENT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000),
      },
      tx,
    );
    return { guardianEmail, token };
  }

  async function send(pending: { guardianEmail: string; token: string }, childFirstName: string) {
    const link = `${publicUrl}/guardian/confirm?token=${encodeURIComponent(pending.token)}`;
    await mailer.send(consentEmail({ to: pending.guardianEmail, childFirstName, link })).catch((err: unknown) => {
      log.error({ err }, 'guardian consent email failed');
    });
  }

  return {
    /** Registration: decide the stated age before the account exists (throws UNDER_13 and the like). */
    decide: (stated: StatedAge, ownEmail: string) => decideStatedAge(stated, ownEmail),
    /** Registration, in its transaction: the pending consent of a 13–17-year-old. */
    open,
    /** After the registration committed. */
    send,

    /** POST /api/account/age: once, for a student whose age is not stated. */
    async stateAge(user: SessionUser, body: StateAgeBody) {
      const facts = await repository.ageFacts(user.id);
      if (!facts) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
      if (facts.userType !== 'student') throw new AppError('FORBIDDEN', MESSAGES.AGE_ONLY_FOR_STUDENTS);
      if (ageStatusOf(facts) !== 'unknown') throw new AppError('CONFLICT', MESSAGES.AGE_ALREADY_STATED);
      const decision = decideStatedAge(body, facts.email);
      const pending = await db.transaction(async (tx) => {
        await repository.setAge(user.id, decision, tx);
        if (decision.guardianConsent) await repository.hideFromMap(user.id, tx);
        return decision.guardianEmail ? open(user.id, decision.guardianEmail, tx) : undefined;
      });
      if (pending) await send(pending, facts.firstName);
      const ageStatus = ageStatusOf({ ...facts, ...decision });
      return {
        message: pending ? 'We have emailed your parent or guardian a link to confirm your account' : 'Thank you',
        ageStatus,
        guardianConsent: decision.guardianConsent,
      };
    },

    /** GET /api/guardian/consent?token=…: what the guardian is asked to confirm (public; the token is the secret). */
    async invite(token: string): Promise<ConsentInvite> {
      const found = await repository.pendingConsentByToken(hashToken(token));
      if (!found || !found.consent.expiresAt || found.consent.expiresAt <= new Date()) throw linkInvalid();
      return {
        childFirstName: found.student.firstName,
        childEmail: maskEmail(found.student.email),
        guardianEmail: found.consent.guardianEmail,
        status: found.consent.status,
        expiresAt: found.consent.expiresAt.toISOString(),
      };
    },

    /**
     * POST /api/guardian/consent/confirm: only a parent account with a verified email. Links the child's login to
     * the guardian (a `children` row), records the grant with its evidence, and lets the child contact tutors.
     */
    async confirm(user: SessionUser, token: string, client: ClientEvidence): Promise<{ message: string; child: Child }> {
      const guardian = await repository.parentFacts(user.id);
      if (!guardian || guardian.userType !== 'parent') throw new AppError('FORBIDDEN', MESSAGES.CONSENT_NEEDS_PARENT_ACCOUNT);
      if (!guardian.emailVerifiedAt) throw new AppError('FORBIDDEN', MESSAGES.CONSENT_NEEDS_VERIFIED_EMAIL);
      const { childId, studentId, notice } = await db.transaction(async (tx) => {
        const found = await repository.pendingConsentByToken(hashToken(token), tx);
        if (!found || !found.consent.expiresAt || found.consent.expiresAt <= new Date()) throw linkInvalid();
        const { consent, student, profile } = found;
        const linked = await repository.childOfStudent(student.id, tx);
        const details = {
          firstName: student.firstName,
          class: profile?.class ?? '',
          schoolName: profile?.schoolName ?? null,
          birthDate: student.birthDate,
          ageBand: student.birthDate ? null : ('13_15' as const),
        };
        let id: string;
        if (linked && linked.guardianId === guardian.id) {
          id = linked.id;
          await repository.updateChild(id, details, tx);
        } else {
          // Another guardian's earlier link ends: one child record holds the login.
          if (linked) await repository.updateChild(linked.id, { studentUserId: null }, tx);
          id = (await repository.insertChild({ guardianId: guardian.id, studentUserId: student.id, ...details }, tx)).id;
        }
        await repository.updateConsent(
          consent.id,
          {
            childId: id,
            guardianUserId: guardian.id,
            status: 'granted',
            verificationMethod: 'email_link_signed_in_adult',
            evidence: consentEvidence(guardian, client),
            grantedAt: new Date(),
            tokenHash: null,
          },
          tx,
        );
        await repository.setGuardianConsent(student.id, 'granted', tx);
        return { childId: id, studentId: student.id, notice: await notifications.notify(student.id, CONSENT_GRANTED_NOTICE, tx) };
      });
      notifications.push(studentId, notice);
      const record = await repository.findChild(guardian.id, childId);
      return { message: 'Consent confirmed', child: presentChild(record!) };
    },

    /** POST /api/guardian/consent/resend: the waiting (or withdrawn) child asks again, maybe to a corrected address. */
    async resend(user: SessionUser, body: ResendConsentBody) {
      const facts = await repository.ageFacts(user.id);
      if (!facts || facts.userType !== 'student' || (facts.guardianConsent !== 'pending' && facts.guardianConsent !== 'withdrawn')) {
        throw new AppError('CONFLICT', MESSAGES.NO_CONSENT_PENDING);
      }
      const latest = await repository.latestConsentOfStudent(user.id);
      const guardianEmail = body.guardianEmail ?? latest?.guardianEmail;
      if (!guardianEmail) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.GUARDIAN_EMAIL_REQUIRED, { errors: { guardianEmail: MESSAGES.GUARDIAN_EMAIL_REQUIRED } });
      }
      if (guardianEmail === facts.email.toLowerCase()) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.GUARDIAN_EMAIL_IS_OWN, { errors: { guardianEmail: MESSAGES.GUARDIAN_EMAIL_IS_OWN } });
      }
      await rateLimiter.consume({ key: `consent:resend:${user.id}`, limit: CONSENT_RESENDS_PER_HOUR, windowMs: 60 * 60 * 1000 });
      const pending = await db.transaction((tx) => open(user.id, guardianEmail, tx));
      await send(pending, facts.firstName);
      return { message: 'We have emailed your parent or guardian a link to confirm your account', guardianEmail };
    },
  };
}
export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
