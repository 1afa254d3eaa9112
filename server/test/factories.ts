import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../contract/auth.ts';
import type { Database } from '../db/client.ts';
import { ensureAdmin } from '../modules/admin/admin-accounts.ts';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export const PASSWORD = 'secret123';

export function studentBody(overrides: Record<string, unknown> = {}) {
  return {
    userType: 'student',
    firstName: 'Riya',
    lastName: 'Sharma',
    email: `riya.${next()}@example.in`,
    password: PASSWORD,
    mobile: '+919876543210',
    class: 'Class 10',
    schoolName: 'Delhi Public School',
    ...overrides,
  };
}

export function teacherBody(overrides: Record<string, unknown> = {}) {
  return {
    userType: 'teacher',
    firstName: 'Arjun',
    lastName: 'Iyer',
    email: `arjun.${next()}@example.in`,
    password: PASSWORD,
    mobile: '9876501234',
    subjects: ['Mathematics', 'Physics'],
    qualification: 'M.Sc Physics',
    experience: '6 years',
    bio: 'I make physics intuitive.',
    ...overrides,
  };
}

async function register(app: FastifyInstance, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), email: body.email as string, password: body.password as string };
}

export const createStudent = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  register(app, studentBody(overrides));
export const createTeacher = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  register(app, teacherBody(overrides));

export async function createAdmin(app: FastifyInstance, db: Database) {
  const email = `admin.${next()}@tutorhood.test`;
  await ensureAdmin(db, { email, password: PASSWORD, firstName: 'Asha' });
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD } });
  return { ...(response.json() as AuthResponse), email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
