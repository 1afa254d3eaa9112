// npm run admin:create -- --email admin@example.in --password 'a strong one'
import { parseArgs } from 'node:util';
import { z } from 'zod';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});

const parsed = z
  .object({
    email: z.email('--email must be a valid email address'),
    password: z.string('--password is required').min(6, '--password must be at least 6 characters'),
    name: z.string().min(1).default('Admin'),
  })
  .safeParse(values);

if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `✖ ${i.message}`).join('\n'));
  console.error("usage: npm run admin:create -- --email admin@example.in --password 'secret' [--name Asha]");
  process.exit(2);
}

// Loaded once the arguments are valid: a usage error answers without loading the database and the server's modules.
const [{ withDatabase }, { ensureAdmin }] = await Promise.all([
  import('./cli-database.ts'),
  import('../server/modules/admin/admin-accounts.ts'),
]);
const result = await withDatabase(({ db }) =>
  ensureAdmin(db, { email: parsed.data.email, password: parsed.data.password, firstName: parsed.data.name }),
);
const messages = {
  created: `Admin ${parsed.data.email} created. Sign in at /admin.`,
  exists: `An admin with ${parsed.data.email} already exists; nothing changed.`,
  conflict: `${parsed.data.email} belongs to a student or teacher account; no admin was created.`,
};
console.log(messages[result]);
process.exit(result === 'conflict' ? 1 : 0);
