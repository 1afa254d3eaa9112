import type { ChangePasswordBody } from '../../../contract/admin.ts';
import type { AuthResponse, LoginBody, MeResponse, RegisterBody } from '../../../contract/auth.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../lib/app-error.ts';
import { formatMessage, MESSAGES } from '../../../contract/messages.ts';
import { refreshSearchText } from '../search/search-text.repository.ts';
import { createFamiliesRepository } from '../families/families.repository.ts';
import { presentChild } from '../families/families.presenter.ts';
import type { GuardianConsentService } from '../families/guardian-consent.service.ts';
import { createAccountCache } from './account.cache.ts';
import { createAuthRepository, type AccountRecord } from './auth.repository.ts';
import { presentOwnProfile, presentOwnUser } from './auth.presenter.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService, SessionUser } from './sessions.service.ts';

interface Deps {
  db: Database;
  sessions: SessionService;
  throttle: LoginThrottle;
  /** A 13–17-year-old's registration asks their guardian to confirm (families module). */
  consents: Pick<GuardianConsentService, 'decide' | 'open' | 'send'>;
  /** Emails the new account its verification link (server/modules/email-verification). */
  emailVerification?: { afterRegistration(userId: string): Promise<void> };
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** An account's GET /api/auth/me answer is reused this long at most; changes reach every instance through NOTIFY. */
export const ACCOUNT_CACHE_TTL_MS = 30_000;
const ACCOUNT_CACHE_MAX_ENTRIES = 50_000;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', MESSAGES.INVALID_CREDENTIALS);

export function createAuthService({ db, sessions, throttle, emailVerification, consents }: Deps) {
  const repository = createAuthRepository(db);
  const families = createFamiliesRepository(db);
  const accounts = createAccountCache<MeResponse>({ ttlMs: ACCOUNT_CACHE_TTL_MS, maxEntries: ACCOUNT_CACHE_MAX_ENTRIES });

  /** A child's own guardian address is shown only to that child (one more read, only for accounts under consent). */
  const guardianEmailOf = async (account: AccountRecord) =>
    account.user.guardianConsent ? families.latestGuardianEmail(account.user.id) : null;

  async function accountResponse(userId: string, token: string): Promise<AuthResponse> {
    const account = (await repository.findAccount(userId))!;
    return { token, user: presentOwnUser(account, await guardianEmailOf(account)) };
  }

  /** Credentials check shared by the user and admin logins: same answer for unknown email and wrong password. */
  async function checkCredentials(flow: 'login' | 'admin-login', body: LoginBody, client: ClientInfo) {
    await throttle.beforeAttempt(flow, client.ip, body.email);
    const user = await repository.findByEmail(body.email);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !valid) {
      await throttle.recordFailure(flow, body.email);
      throw invalidCredentials();
    }
    await throttle.recordSuccess(flow, body.email);
    if (user.bannedAt) {
      throw new AppError(
        'USER_BANNED',
        user.banReason ? formatMessage('USER_BANNED_WITH_REASON', { reason: user.banReason }) : MESSAGES.USER_BANNED,
      );
    }
    return user;
  }

  return {
    async register(body: RegisterBody, client: ClientInfo): Promise<AuthResponse> {
      await throttle.beforeAttempt('register', client.ip, body.email);
      // A taken email counts against that email, so one address cannot be probed or hammered without end.
      const refuseTaken = async () => {
        await throttle.recordFailure('register', body.email);
        return emailTaken();
      };
      if (await repository.findByEmail(body.email)) throw await refuseTaken();
      const age = body.userType === 'student' ? consents.decide(body, body.email) : undefined;
      const passwordHash = await hashPassword(body.password);
      try {
        const { userId, token, pendingConsent } = await db.transaction(async (tx) => {
          const user = await repository.insertUser(
            {
              email: body.email,
              passwordHash,
              userType: body.userType,
              firstName: body.firstName,
              lastName: body.lastName ?? null,
              mobile: body.mobile,
              language: body.language ?? null,
              birthDate: age?.birthDate ?? null,
              adultDeclaredAt: age?.adultDeclaredAt ?? null,
              guardianConsent: age?.guardianConsent ?? null,
            },
            tx,
          );
          if (body.userType === 'student') {
            await repository.insertStudentProfile(user.id, { class: body.class, schoolName: body.schoolName }, tx);
          } else if (body.userType === 'teacher') {
            const { subjects, qualification, experience, bio, headline, classes, boards, teachingModes, languages, feeUnit, monthlyFee } = body;
            await repository.insertTeacherProfile(
              user.id,
              { subjects, qualification, experience, bio, headline, classes, boards, teachingModes, languages, feeUnit, monthlyFee },
              tx,
            );
          }
          await refreshSearchText(tx, user.id);
          const pendingConsent = age?.guardianEmail ? await consents.open(user.id, age.guardianEmail, tx) : undefined;
          return { userId: user.id, token: await sessions.create(user.id, client.userAgent, tx), pendingConsent };
        });
        if (pendingConsent) await consents.send(pendingConsent, body.firstName);
        await emailVerification?.afterRegistration(userId);
        return await accountResponse(userId, token);
      } catch (error) {
        if (isUniqueViolation(error)) throw await refuseTaken();
        throw error;
      }
    },

    async login(body: LoginBody, client: ClientInfo): Promise<AuthResponse> {
      const user = await checkCredentials('login', body, client);
      if (user.userType === 'admin') {
        throw new AppError('FORBIDDEN', MESSAGES.ADMIN_USES_ADMIN_LOGIN);
      }
      return accountResponse(user.id, await sessions.create(user.id, client.userAgent));
    },

    async adminLogin(body: LoginBody, client: ClientInfo): Promise<AuthResponse> {
      const user = await checkCredentials('admin-login', body, client);
      if (user.userType !== 'admin') throw new AppError('NOT_ADMIN', MESSAGES.NOT_ADMIN);
      return accountResponse(user.id, await sessions.create(user.id, client.userAgent));
    },

    async me(userId: string): Promise<MeResponse> {
      const cached = accounts.get(userId);
      if (cached) return cached;
      const startedAt = accounts.begin();
      const account = await repository.findAccount(userId);
      if (!account) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
      const profile =
        account.user.userType === 'parent'
          ? { userType: 'parent' as const, children: (await families.listChildren(userId)).map((child) => presentChild(child)) }
          : presentOwnProfile(account);
      const me = { user: presentOwnUser(account, await guardianEmailOf(account)), profile };
      accounts.set(userId, me, startedAt);
      return me;
    },

    /** The per-instance cache of `me` answers, for plugins/auth.ts to invalidate (account.cache.ts). */
    accounts,

    logout: (sessionId: string) => sessions.revoke(sessionId),

    /** A new password ends every other session of the account; the one that changed it stays signed in. */
    /** `alsoInTransaction` runs in the same transaction as the change (the admin route's audit entry). */
    async changePassword(current: SessionUser, body: ChangePasswordBody, alsoInTransaction?: (tx: Executor) => Promise<void>) {
      const account = await repository.findAccount(current.id);
      if (!account) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
      if (!(await verifyPassword(account.user.passwordHash, body.currentPassword))) {
        const message = MESSAGES.CURRENT_PASSWORD_INCORRECT;
        throw new AppError('VALIDATION_FAILED', message, { errors: { currentPassword: message } });
      }
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repository.updatePassword(current.id, passwordHash, tx);
        await sessions.revokeOthers(current.id, current.sessionId, tx);
        await alsoInTransaction?.(tx);
      });
      return { message: 'Password changed successfully!' };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

const emailTaken = () => new AppError('EMAIL_TAKEN', MESSAGES.EMAIL_TAKEN);
