import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1): ~10 ms here. */
export const hashPassword = (password: string) => hash(password);

// A real hash of a random string, so unknown emails cost the same time as wrong passwords.
const DUMMY_HASH = hash(`dummy-${Math.random()}`);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
