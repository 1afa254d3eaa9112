/**
 * What bench:load's users need beyond bench:chat's rows and sessions (chat/bench-users.ts): profiles, a verified
 * home point around Bengaluru (so nearby lists and search have neighbours: teachers KYC-verified, listed by the
 * user_locations triggers) and a requirement for one user in four (so the requirements list has rows).
 */
import type { BenchUser } from '../chat/clients.ts';
import type { RawSql } from '../bench-utils.ts';
import { pgArray } from '../nearby-data.ts';

const CENTRE = { latitude: 12.9716, longitude: 77.5946 };
const SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'Computer Science'];
/** A deterministic spread within ~15 km of the centre. */
const around = (i: number) => {
  const angle = (i * 137.508 * Math.PI) / 180;
  const km = 15 * Math.sqrt(((i * 7919) % 1000) / 1000);
  return {
    latitude: CENTRE.latitude + (km / 111.19) * Math.cos(angle),
    longitude: CENTRE.longitude + (km / (111.19 * Math.cos((CENTRE.latitude * Math.PI) / 180))) * Math.sin(angle),
  };
};

/** users[i] is student i for i < pairs, teacher i - pairs after. */
export async function seedLoadProfiles(raw: RawSql, users: BenchUser[], pairs: number) {
  const students = users.slice(0, pairs).map((u) => u.id);
  const teachers = users.slice(pairs).map((u) => u.id);
  const subjectsOf = (i: number) => `{${SUBJECTS[i % SUBJECTS.length]},${SUBJECTS[(i + 3) % SUBJECTS.length]}}`;
  const points = users.map((_, i) => around(i));
  await raw.query('begin');
  try {
    await raw.query(`update users set is_verified = true where id = any($1::uuid[])`, [pgArray(teachers)]);
    await raw.query(
      `insert into teacher_profiles (user_id, subjects, qualification, experience, monthly_fee, kyc_status)
       select t.id, t.subjects::text[], 'M.Sc', '5 years', 1500 + (t.n % 20) * 100, 'approved'
         from unnest($1::uuid[], $2::text[]) with ordinality as t(id, subjects, n)`,
      [pgArray(teachers), pgArray(teachers.map((_, i) => subjectsOf(i)))],
    );
    await raw.query(
      `insert into student_profiles (user_id, class, school_name, preferred_subjects)
       select s.id, 'Class ' || (1 + s.n % 12), 'Bench Public School', s.subjects::text[]
         from unnest($1::uuid[], $2::text[]) with ordinality as s(id, subjects, n)`,
      [pgArray(students), pgArray(students.map((_, i) => subjectsOf(i)))],
    );
    await raw.query(
      `insert into user_locations (user_id, latitude, longitude, accuracy, full_address, locality, city, state, pin_code)
       select l.id, l.lat, l.lng, 25, 'Bench Road, Bengaluru', 'Jayanagar', 'Bengaluru', 'Karnataka', '560041'
         from unnest($1::uuid[], $2::float8[], $3::float8[]) as l(id, lat, lng)`,
      [pgArray(users.map((u) => u.id)), pgArray(points.map((p) => p.latitude)), pgArray(points.map((p) => p.longitude))],
    );
    const posters = users.filter((_, i) => i % 4 === 0);
    await raw.query(
      `insert into requirements (user_id, user_type, title, description, subjects, location, city, state, fee)
       select r.id, u.user_type, 'Looking for ' || r.subject, 'Evenings, twice a week, near Jayanagar.',
              array[r.subject], 'Jayanagar, Bengaluru', 'Bengaluru', 'Karnataka', 2000
         from unnest($1::uuid[], $2::text[]) as r(id, subject) join users u on u.id = r.id`,
      [pgArray(posters.map((u) => u.id)), pgArray(posters.map((_, i) => SUBJECTS[i % SUBJECTS.length]!))],
    );
    await raw.query('commit');
  } catch (error) {
    await raw.query('rollback').catch(() => {});
    throw error;
  }
}
