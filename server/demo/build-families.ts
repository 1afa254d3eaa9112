import type { children, connectionRequests, guardianConsents, requirements, studentProfiles, userLocations } from '../db/schema/index.ts';
import type { Population, UserInsert } from './build-users.ts';
import { DEMO_PASSWORD } from './build-users.ts';
import { DAY_MS, type Rng } from './random.ts';

/** The parent demo login: Meera Iyer with Anaya (Class 8) and Kabir (Class 5), in Bengaluru. */
export const DEMO_PARENT = {
  label: 'Parent',
  email: 'parent@tutorhood.demo',
  password: DEMO_PASSWORD,
  userType: 'parent',
  firstName: 'Meera',
  lastName: 'Iyer',
} as const;

export interface Families {
  userRows: UserInsert[];
  studentRows: (typeof studentProfiles.$inferInsert)[];
  locationRows: (typeof userLocations.$inferInsert)[];
  childRows: (typeof children.$inferInsert)[];
  consentRows: (typeof guardianConsents.$inferInsert)[];
  requestRows: (typeof connectionRequests.$inferInsert)[];
  requirementRows: (typeof requirements.$inferInsert)[];
  /** Student logins added here (the 13–17-year-olds), for the summary. */
  students: number;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A date of birth `years` and `days` ago. */
const bornAgo = (now: number, years: number, days: number) => isoDate(now - (years * 365.25 + days) * DAY_MS);
const evidence = (email: string, verifiedAt: Date) =>
  JSON.stringify({ guardianEmail: email, guardianEmailVerifiedAt: verifiedAt.toISOString(), ip: '127.0.0.1', userAgent: 'demo seed' });

/**
 * Ages for every demo student (most adults, every tenth unstated so the app's age prompt shows), and the families:
 * the parent demo login with two children (a request and a requirement for Anaya), a guardian whose 15-year-old has
 * her own login with consent granted, and a 14-year-old still waiting for a guardian (hidden, no location).
 * Every demo account's email counts as verified.
 */
export function buildFamilies(rng: Rng, pop: Population, passwordHash: string, now: number): Families {
  pop.userRows.forEach((row, index) => {
    row.emailVerifiedAt = row.createdAt ?? new Date(now);
    if (row.userType !== 'student') return;
    if (row.id === pop.demoStudent.id) row.birthDate = bornAgo(now, 19, 40);
    else if (index % 10 !== 3) row.birthDate = bornAgo(now, rng.int(18, 24), rng.int(0, 364));
  });

  const joined = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const out: Families = { userRows: [], studentRows: [], locationRows: [], childRows: [], consentRows: [], requestRows: [], requirementRows: [], students: 0 };
  const parent = (id: string, firstName: string, lastName: string, email: string, mobile: string, daysAgo: number) => {
    out.userRows.push({ id, email, passwordHash, userType: 'parent', firstName, lastName, mobile, emailVerifiedAt: joined(daysAgo), createdAt: joined(daysAgo), updatedAt: joined(daysAgo) });
  };

  // Meera Iyer and her two children (no logins of their own): adding them was her consent.
  const meeraId = rng.uuid();
  parent(meeraId, DEMO_PARENT.firstName, DEMO_PARENT.lastName, DEMO_PARENT.email, '+91 9845012345', 90);
  const anayaId = rng.uuid();
  const kabirId = rng.uuid();
  out.childRows.push(
    { id: anayaId, guardianId: meeraId, firstName: 'Anaya', class: 'Class 8', schoolName: 'National Public School, HSR Layout', birthDate: bornAgo(now, 13, 120), createdAt: joined(89) },
    { id: kabirId, guardianId: meeraId, firstName: 'Kabir', class: 'Class 5', schoolName: 'National Public School, HSR Layout', ageBand: 'under_13', createdAt: joined(88) },
  );
  for (const [childId, daysAgo] of [[anayaId, 89], [kabirId, 88]] as const) {
    out.consentRows.push({
      childId,
      guardianEmail: DEMO_PARENT.email,
      guardianUserId: meeraId,
      status: 'granted',
      verificationMethod: 'guardian_added_child',
      evidence: evidence(DEMO_PARENT.email, joined(90)),
      requestedAt: joined(daysAgo),
      grantedAt: joined(daysAgo),
    });
  }
  const demoHome = pop.locationRows.find((l) => l.userId === pop.demoStudent.id)!;
  out.locationRows.push({ ...demoHome, userId: meeraId, latitude: demoHome.latitude + 0.004, longitude: demoHome.longitude - 0.003, verifiedAt: joined(85), updatedAt: joined(85) });
  out.requestRows.push({
    fromUserId: meeraId,
    toUserId: pop.demoTeacher.id,
    childId: anayaId,
    status: 'pending',
    message: 'Anaya needs help with algebra before her Class 8 exams. Weekend mornings would suit us.',
    createdAt: new Date(now - 5 * 60 * 60 * 1000),
  });
  out.requirementRows.push({
    userId: meeraId,
    userType: 'student',
    childId: anayaId,
    title: 'Maths tutor for Anaya (Class 8)',
    description: 'Looking for a patient Mathematics tutor for my daughter, twice a week, at home or online.',
    subjects: ['Mathematics'],
    location: 'HSR Layout',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560102',
    type: 'both',
    fee: 3000,
    feeType: 'per_month',
    createdAt: joined(3),
    updatedAt: joined(3),
  });

  // Sunil Verma confirmed his daughter Diya's own login (15) by the emailed link.
  const sunilId = rng.uuid();
  const sunilEmail = 'sunil.verma@example.in';
  parent(sunilId, 'Sunil', 'Verma', sunilEmail, '+91 9845067890', 60);
  const diyaId = rng.uuid();
  const diyaChildId = rng.uuid();
  out.userRows.push({
    id: diyaId, email: 'diya.verma@example.in', passwordHash, userType: 'student', firstName: 'Diya', lastName: 'Verma', mobile: '+91 9845067891',
    birthDate: bornAgo(now, 15, 200), guardianConsent: 'granted', emailVerifiedAt: joined(58), createdAt: joined(58), updatedAt: joined(58),
  });
  out.studentRows.push({ userId: diyaId, class: 'Class 10', schoolName: 'Bishop Cotton Girls School', preferredSubjects: ['Chemistry', 'Biology'] });
  out.childRows.push({ id: diyaChildId, guardianId: sunilId, firstName: 'Diya', class: 'Class 10', schoolName: 'Bishop Cotton Girls School', birthDate: bornAgo(now, 15, 200), studentUserId: diyaId, createdAt: joined(57) });
  out.consentRows.push({
    studentUserId: diyaId, childId: diyaChildId, guardianEmail: sunilEmail, guardianUserId: sunilId, status: 'granted',
    verificationMethod: 'email_link_signed_in_adult', evidence: evidence(sunilEmail, joined(60)), requestedAt: joined(58), expiresAt: joined(51), grantedAt: joined(57),
  });
  out.locationRows.push({ ...demoHome, userId: diyaId, latitude: demoHome.latitude - 0.006, longitude: demoHome.longitude + 0.005, verifiedAt: joined(56), updatedAt: joined(56) });

  // Ishaan (14) registered two days ago; his guardian has not confirmed yet: hidden, cannot contact anyone.
  const ishaanId = rng.uuid();
  out.userRows.push({
    id: ishaanId, email: 'ishaan.k@example.in', passwordHash, userType: 'student', firstName: 'Ishaan', lastName: 'Kulkarni', mobile: '+91 9845011122',
    birthDate: bornAgo(now, 14, 30), guardianConsent: 'pending', emailVerifiedAt: joined(2), createdAt: joined(2), updatedAt: joined(2),
  });
  out.studentRows.push({ userId: ishaanId, class: 'Class 9', schoolName: 'Kendriya Vidyalaya, Hebbal', preferredSubjects: ['Physics'] });
  out.consentRows.push({ studentUserId: ishaanId, guardianEmail: 'kulkarni.family@example.in', status: 'pending', requestedAt: joined(2), expiresAt: new Date(now + 5 * DAY_MS) });
  out.students = 2;
  return out;
}
