/** Bench users: N rows and a session each, in two statements (tokens hashed as sessions.service.ts does). */
import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../../../server/modules/auth/sessions.service.ts';
import type { RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN, BENCH_PASSWORD_HASH, pgArray } from '../nearby-data.ts';
import type { BenchUser } from './clients.ts';
import { N, PAIRS } from './options.ts';

export async function createBenchUsers(raw: RawSql): Promise<BenchUser[]> {
  const run = Date.now().toString(36);
  const ids: string[] = [];
  const emails: string[] = [];
  const types: string[] = [];
  const names: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < N; i++) {
    const student = i < PAIRS;
    const n = student ? i : i - PAIRS;
    ids.push(randomUUID());
    emails.push(`chat.${run}.${student ? 's' : 't'}${n}@${BENCH_EMAIL_DOMAIN}`);
    types.push(student ? 'student' : 'teacher');
    names.push(`${student ? 'Student' : 'Teacher'} ${n}`);
    tokens.push(randomBytes(32).toString('base64url'));
  }
  await raw.query('begin');
  try {
    await raw.query(
      `insert into users (id, email, password_hash, user_type, first_name, last_name)
       select u.id, u.email, $1, u.user_type, u.first_name, 'Bench'
         from unnest($2::uuid[], $3::text[], $4::user_type[], $5::text[]) as u(id, email, user_type, first_name)`,
      [BENCH_PASSWORD_HASH, pgArray(ids), pgArray(emails), pgArray(types), pgArray(names)],
    );
    await raw.query(
      `insert into sessions (user_id, token_hash, expires_at, user_agent)
       select s.user_id, s.token_hash, now() + interval '1 day', 'bench:chat'
         from unnest($1::uuid[], $2::text[]) as s(user_id, token_hash)`,
      [pgArray(ids), pgArray(tokens.map(hashToken))],
    );
    await raw.query('commit');
  } catch (error) {
    await raw.query('rollback').catch(() => {});
    throw error;
  }
  return ids.map((id, i) => ({ id, token: tokens[i]! }));
}
