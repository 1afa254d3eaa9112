import type { Database } from '../../db/client.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';

export type EnsureAdminResult = 'created' | 'exists' | 'conflict';

/** Creates the admin if the email is free. An existing admin keeps the password they may have changed. */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string; firstName?: string },
): Promise<EnsureAdminResult> {
  const repository = createAuthRepository(db);
  const email = admin.email.trim().toLowerCase();
  const existing = await repository.findByEmail(email);
  if (existing) return existing.userType === 'admin' ? 'exists' : 'conflict';
  await repository.insertUser({
    email,
    passwordHash: await hashPassword(admin.password),
    userType: 'admin',
    firstName: admin.firstName ?? 'Admin',
    // Set by whoever runs the server (ADMIN_EMAIL, npm run admin:create): nothing to verify by email.
    emailVerifiedAt: new Date(),
  });
  return 'created';
}
