import { STUDENT_CLASS_OPTIONS } from '../../contract/constants.ts';
import type { studentProfiles, teacherProfiles, userLocations, users } from '../db/schema/index.ts';
import { emailFor, pickName, studentDraft, teacherDraft, uniqueMobile } from './people.ts';
import type { StudentProfileDraft, TeacherProfileDraft } from './people.ts';
import { cityByName, formatAddress, pickCity, placeIn, type City, type Place } from './places.ts';
import { DAY_MS, HOUR_MS, type Rng } from './random.ts';

export type UserInsert = typeof users.$inferInsert;
export type LocationInsert = typeof userLocations.$inferInsert;
export type StudentInsert = typeof studentProfiles.$inferInsert;
export type TeacherInsert = typeof teacherProfiles.$inferInsert;

export const TEACHER_COUNT = 300;
export const STUDENT_COUNT = 500;

export interface DemoAccountSpec {
  label: string;
  email: string;
  password: string;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  firstName: string;
  lastName: string;
}

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNT_SPECS = {
  student: { label: 'Student', email: 'student@tutorhood.demo', password: DEMO_PASSWORD, userType: 'student', firstName: 'Rohan', lastName: 'Iyer' },
  teacher: { label: 'Teacher', email: 'teacher@tutorhood.demo', password: DEMO_PASSWORD, userType: 'teacher', firstName: 'Kavitha', lastName: 'Rao' },
  admin: { label: 'Admin', email: 'admin@tutorhood.demo', password: DEMO_PASSWORD, userType: 'admin', firstName: 'Asha', lastName: 'Menon' },
} as const satisfies Record<string, DemoAccountSpec>;

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  city: City;
  place: Place;
  createdAt: Date;
}
export interface Teacher extends Person {
  profile: TeacherProfileDraft;
  approved: boolean;
}
export interface Student extends Person {
  profile: StudentProfileDraft;
}

export interface Population {
  adminId: string;
  demoStudent: Student;
  demoTeacher: Teacher;
  /** Every teacher and student, the demo ones first. */
  teachers: Teacher[];
  students: Student[];
  userRows: UserInsert[];
  locationRows: LocationInsert[];
  studentRows: StudentInsert[];
  /** Keyed by user id; ratings and student counts are filled in once reviews and requests exist. */
  teacherRows: Map<string, TeacherInsert>;
}

function demoPlace(cityName: string, localityName: string, latitude: number, longitude: number, street: string): Place {
  const city = cityByName(cityName);
  const locality = city.localities.find((l) => l.name === localityName)!;
  return { city, locality, latitude, longitude, accuracy: 12, street, fullAddress: formatAddress(street, locality, city) };
}

export function buildPopulation(rng: Rng, passwordHash: string, now: number): Population {
  const mobiles = new Set<string>();
  const pop: Population = {
    adminId: rng.uuid(),
    demoStudent: undefined as unknown as Student,
    demoTeacher: undefined as unknown as Teacher,
    teachers: [],
    students: [],
    userRows: [],
    locationRows: [],
    studentRows: [],
    teacherRows: new Map(),
  };
  const joined = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);

  const addUser = (person: Person, userType: 'student' | 'teacher', email: string, isVerified: boolean) => {
    pop.userRows.push({
      id: person.id,
      email,
      passwordHash,
      userType,
      firstName: person.firstName,
      lastName: person.lastName,
      mobile: uniqueMobile(rng, mobiles),
      isVerified,
      lastSeenAt: new Date(now - rng.int(1, 14 * 24) * HOUR_MS),
      createdAt: person.createdAt,
      updatedAt: person.createdAt,
    });
    const verifiedAt = new Date(person.createdAt.getTime() + rng.int(5, 120) * 60_000);
    pop.locationRows.push({
      userId: person.id,
      latitude: person.place.latitude,
      longitude: person.place.longitude,
      accuracy: person.place.accuracy,
      fullAddress: person.place.fullAddress,
      street: person.place.street,
      locality: person.place.locality.name,
      city: person.city.name,
      state: person.city.state,
      pinCode: person.place.locality.pinCode,
      mode: 'pin',
      isLiveSharing: false,
      verifiedAt,
      updatedAt: verifiedAt,
    });
  };
  const addTeacher = (teacher: Teacher, email: string) => {
    addUser(teacher, 'teacher', email, teacher.approved);
    pop.teachers.push(teacher);
    const kycStatus = teacher.approved ? 'approved' : rng.chance(0.38) ? 'under_review' : 'not_submitted';
    pop.teacherRows.set(teacher.id, {
      userId: teacher.id,
      subjects: teacher.profile.subjects,
      qualification: teacher.profile.qualification,
      experience: teacher.profile.experience,
      bio: teacher.profile.bio,
      monthlyFee: teacher.profile.monthlyFee,
      ratingAverage: null,
      reviewCount: 0,
      studentCount: 0,
      kycStatus,
      updatedAt: teacher.createdAt,
    });
  };
  const addStudent = (student: Student, email: string) => {
    addUser(student, 'student', email, false);
    pop.students.push(student);
    pop.studentRows.push({ userId: student.id, ...student.profile });
  };

  const admin = DEMO_ACCOUNT_SPECS.admin;
  pop.userRows.push({
    id: pop.adminId,
    email: admin.email,
    passwordHash,
    userType: 'admin',
    firstName: admin.firstName,
    lastName: admin.lastName,
    mobile: uniqueMobile(rng, mobiles),
    createdAt: joined(420),
    updatedAt: joined(420),
  });

  const t = DEMO_ACCOUNT_SPECS.teacher;
  pop.demoTeacher = {
    id: rng.uuid(),
    firstName: t.firstName,
    lastName: t.lastName,
    city: cityByName('Bengaluru'),
    place: demoPlace('Bengaluru', 'HSR Layout', 12.912_14, 77.644_62, '27th Main Road'),
    createdAt: joined(260),
    approved: true,
    profile: {
      subjects: ['Mathematics', 'Physics'],
      qualification: 'M.Sc Mathematics, B.Ed',
      experienceYears: 8,
      experience: '8 years',
      bio:
        'I have taught Mathematics and Physics to Class 8–12 students for 8 years, CBSE and ICSE. ' +
        'Concepts first, then plenty of practice with past board papers. Classes at my home in HSR Layout or online.',
      monthlyFee: 4500,
    },
  };
  addTeacher(pop.demoTeacher, t.email);

  const s = DEMO_ACCOUNT_SPECS.student;
  pop.demoStudent = {
    id: rng.uuid(),
    firstName: s.firstName,
    lastName: s.lastName,
    city: cityByName('Bengaluru'),
    place: demoPlace('Bengaluru', 'Koramangala', 12.934_61, 77.626_03, '5th Cross Road'),
    createdAt: joined(240),
    profile: {
      class: 'Class 10',
      schoolName: 'National Public School',
      preferredSubjects: ['Mathematics', 'Physics'],
      budgetMin: 2000,
      budgetMax: 5000,
    },
  };
  addStudent(pop.demoStudent, s.email);

  let n = 0;
  for (let i = 0; i < TEACHER_COUNT; i++) {
    const city = pickCity(rng);
    const name = pickName(rng, city);
    const place = placeIn(rng, city);
    const teacher: Teacher = {
      id: rng.uuid(),
      ...name,
      city,
      place,
      createdAt: joined(rng.int(200, 400) + rng.next()),
      approved: rng.chance(0.6),
      profile: teacherDraft(rng, place.locality.name),
    };
    addTeacher(teacher, emailFor(name, ++n));
  }
  for (let i = 0; i < STUDENT_COUNT; i++) {
    const city = pickCity(rng);
    const name = pickName(rng, city);
    const student: Student = {
      id: rng.uuid(),
      ...name,
      city,
      place: placeIn(rng, city),
      createdAt: joined(rng.int(200, 400) + rng.next()),
      profile: studentDraft(rng, city, STUDENT_CLASS_OPTIONS),
    };
    addStudent(student, emailFor(name, ++n));
  }
  return pop;
}
