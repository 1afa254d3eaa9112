import { REQUIREMENT_CLASSES, REQUIREMENT_SUBJECTS } from '../../contract/constants.ts';
import type { requirementContacts, requirements } from '../db/schema/index.ts';
import type { Person, Population, Student, Teacher } from './build-users.ts';
import { joinList } from './people.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Rng } from './random.ts';
import {
  STUDENT_REQUIREMENT_DESCRIPTIONS,
  STUDENT_REQUIREMENT_TITLES,
  TEACHER_REQUIREMENT_DESCRIPTIONS,
  TEACHER_REQUIREMENT_TITLES,
  fill,
} from './texts.ts';

export type RequirementInsert = typeof requirements.$inferInsert;
export type RequirementContactInsert = typeof requirementContacts.$inferInsert;

export const STUDENT_REQUIREMENTS = 120;
export const TEACHER_REQUIREMENTS = 60;

const REQUIREMENT_SUBJECT_SET = new Set<string>(REQUIREMENT_SUBJECTS);
const TYPES = ['online', 'offline', 'both'] as const;

function whereFields(person: Person) {
  return {
    location: person.place.locality.name,
    city: person.city.name,
    state: person.city.state,
    pinCode: person.place.locality.pinCode,
    street: person.place.street,
  };
}

function feeFor(rng: Rng, monthly: number | null): Pick<RequirementInsert, 'fee' | 'feeType'> {
  const kind = rng.weighted(['per_month', 'per_hour', 'per_subject', 'per_day'] as const, [70, 20, 6, 4]);
  if (kind === 'per_hour') return { feeType: kind, fee: rng.int(4, 16) * 50 };
  if (kind === 'per_day') return { feeType: kind, fee: rng.int(3, 10) * 100 };
  if (kind === 'per_subject') return { feeType: kind, fee: rng.int(2, 8) * 500 };
  return { feeType: kind, fee: rng.chance(0.1) ? null : (monthly ?? rng.int(3, 16) * 500) };
}

function studentRequirement(rng: Rng, student: Student, createdAt: Date): RequirementInsert {
  const preferred = student.profile.preferredSubjects.filter((s) => REQUIREMENT_SUBJECT_SET.has(s));
  const subjects = preferred.length > 0 ? preferred.slice(0, 2) : [rng.pick(['Mathematics', 'English', 'Economics'])];
  const budget = Math.round((student.profile.budgetMin! + student.profile.budgetMax!) / 2 / 500) * 500;
  const values = { subject: joinList(subjects), class: student.profile.class, locality: student.place.locality.name };
  return {
    id: rng.uuid(),
    userId: student.id,
    userType: 'student',
    title: fill(rng.pick(STUDENT_REQUIREMENT_TITLES), values),
    description: fill(rng.pick(STUDENT_REQUIREMENT_DESCRIPTIONS), values),
    subjects,
    classes: [],
    ...whereFields(student),
    type: rng.weighted(TYPES, [20, 35, 45]),
    ...feeFor(rng, budget),
    createdAt,
    updatedAt: createdAt,
  };
}

function teacherRequirement(rng: Rng, teacher: Teacher, createdAt: Date): RequirementInsert {
  const subjects = teacher.profile.subjects.filter((s) => REQUIREMENT_SUBJECT_SET.has(s));
  const low = rng.weighted([1, 3, 5, 6, 8, 9, 11], [4, 5, 10, 18, 20, 25, 18]);
  const high = Math.min(12, low + rng.int(1, 5));
  const values = { subject: joinList(subjects), locality: teacher.place.locality.name };
  return {
    id: rng.uuid(),
    userId: teacher.id,
    userType: 'teacher',
    title: fill(rng.pick(TEACHER_REQUIREMENT_TITLES), values),
    description: fill(rng.pick(TEACHER_REQUIREMENT_DESCRIPTIONS), values),
    subjects,
    classes: REQUIREMENT_CLASSES.slice(low - 1, high),
    ...whereFields(teacher),
    type: rng.weighted(TYPES, [25, 25, 50]),
    ...feeFor(rng, teacher.profile.monthlyFee),
    createdAt,
    updatedAt: createdAt,
  };
}

export interface RequirementsResult {
  requirements: RequirementInsert[];
  contacts: RequirementContactInsert[];
  /** The teacher who answered the demo student's requirement with a pending offer. */
  demoRequirementResponder: Teacher;
}

/** One requirement per poster (unique index), each with a few contacts from the other side in the same city. */
export function buildRequirements(rng: Rng, pop: Population, now: number): RequirementsResult {
  const requirementRows: RequirementInsert[] = [];
  const contacts: RequirementContactInsert[] = [];
  const recent = () => new Date(now - rng.int(1, 30 * 24) * HOUR_MS - rng.int(0, 59) * MINUTE_MS);
  const isDemo = (id: string) => id === pop.demoStudent.id || id === pop.demoTeacher.id;

  const demo = pop.demoStudent;
  const demoRequirement: RequirementInsert = {
    id: rng.uuid(),
    userId: demo.id,
    userType: 'student',
    title: 'Mathematics and Physics tutor for Class 10',
    description:
      'Board exams in March. Looking for a tutor near Koramangala for Maths and Physics, three evenings a week. Online is fine on weekends.',
    subjects: ['Mathematics', 'Physics'],
    classes: [],
    ...whereFields(demo),
    type: 'both',
    fee: 4000,
    feeType: 'per_month',
    createdAt: new Date(now - 2 * DAY_MS),
    updatedAt: new Date(now - 2 * DAY_MS),
  };
  requirementRows.push(demoRequirement);

  const students = rng.sample(
    pop.students.filter((s) => !isDemo(s.id)),
    STUDENT_REQUIREMENTS - 1,
  );
  for (const student of students) requirementRows.push(studentRequirement(rng, student, recent()));
  const teachers = rng.sample(
    pop.teachers.filter((t) => !isDemo(t.id) && t.profile.subjects.some((s) => REQUIREMENT_SUBJECT_SET.has(s))),
    TEACHER_REQUIREMENTS,
  );
  for (const teacher of teachers) requirementRows.push(teacherRequirement(rng, teacher, recent()));

  const byCity = <P extends Person>(people: readonly P[], city: string): P[] => people.filter((p) => p.city.name === city && !isDemo(p.id));
  const responder = rng.pick(byCity(pop.teachers, 'Bengaluru').filter((t) => t.profile.subjects.includes('Mathematics')));
  for (const requirement of requirementRows) {
    const created = requirement.createdAt!.getTime();
    const others: readonly Person[] = requirement.userType === 'student' ? pop.teachers : pop.students;
    const count = requirement.id === demoRequirement.id ? 0 : rng.weighted([0, 1, 2, 3, 4, 6], [30, 25, 18, 12, 9, 6]);
    const contactors = rng.sample(byCity(others, requirement.city!), count);
    if (requirement.id === demoRequirement.id) contactors.push(responder);
    for (const person of contactors) {
      contacts.push({
        requirementId: requirement.id!,
        userId: person.id,
        createdAt: new Date(created + rng.next() * (now - created) * 0.9),
      });
    }
    requirement.contactCount = contactors.length;
  }
  return { requirements: requirementRows, contacts, demoRequirementResponder: responder };
}
