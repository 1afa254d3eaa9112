import type { City, NameRegion } from './places.ts';
import type { Rng } from './random.ts';

const words = (text: string) => text.trim().split(/\s+/);

/** Common given names and surnames by region; no well-known people were used as a source. */
const NAMES: Record<NameRegion, { male: string[]; female: string[]; surnames: string[] }> = {
  kannada: {
    male: words('Karthik Manjunath Suhas Prajwal Chiranjeevi Vinay Nandan Shreyas Darshan Girish Raghavendra Sunil Pavan Tejas'),
    female: words('Kavya Shwetha Ananya Bhavana Deepa Ramya Sahana Pooja Meghana Sinchana Rashmi Nandini Spoorthi Chaitra'),
    surnames: words('Gowda Hegde Rao Shetty Kulkarni Bhat Patil Murthy Acharya Shenoy Naik Prasad Kamath Joshi'),
  },
  tamil: {
    male: words('Arun Karthikeyan Senthil Vignesh Prakash Balaji Ashwin Hari Dinesh Gokul Saravanan Surya Naveen Ramesh'),
    female: words('Lakshmi Divya Priya Keerthana Janani Sowmya Gayathri Anitha Meena Revathi Nithya Harini Vaishnavi Sangeetha'),
    surnames: words('Subramanian Krishnan Raman Venkatesan Natarajan Sundaram Iyer Iyengar Srinivasan Rajan Murugan Chandrasekaran'),
  },
  telugu: {
    male: words('Srinivas Venkat Ravi Kiran Sai Charan Mahesh Naresh Pradeep Sandeep Rakesh Harsha Vamsi Teja'),
    female: words('Sravani Lavanya Swathi Haritha Bhavya Sirisha Mounika Pranathi Keerthi Sindhu Madhavi Tejaswini Deepika Sahithi'),
    surnames: words('Reddy Naidu Chowdary Rao Varma Raju Goud Yadav Sastry Murthy Kumar Prasad Chary Bandi'),
  },
  marathi: {
    male: words('Aniket Omkar Saurabh Rohit Sagar Tushar Prathamesh Siddharth Amol Nikhil Vaibhav Swapnil Mandar Chinmay'),
    female: words('Snehal Aditi Mrunal Gauri Pallavi Shruti Rutuja Ashwini Prajakta Madhura Sayali Tejashree Manasi Ketaki'),
    surnames: words('Deshpande Kulkarni Joshi Patil Pawar Jadhav Shinde Gokhale Deshmukh Bhosale Apte Sawant Chavan Kale'),
  },
  gujarati: {
    male: words('Hardik Jignesh Parth Dhruv Chirag Mihir Nirav Kunal Harsh Maulik Ketan Yash'),
    female: words('Hetal Krupa Nidhi Foram Riddhi Khushi Dhara Bhumi Komal Janvi Mansi Zalak'),
    surnames: words('Patel Shah Mehta Desai Trivedi Joshi Parikh Modi Gandhi Bhatt Vyas Thakkar Dave Panchal'),
  },
  hindi: {
    male: words('Aarav Rahul Amit Ankit Vivek Saurabh Manish Abhishek Rohan Aditya Gaurav Deepak Pankaj Shubham Nitin Varun'),
    female: words('Anjali Neha Pooja Shalini Ritu Kavita Swati Priyanka Nisha Sakshi Shivani Aanchal Garima Megha Ishita Sonal'),
    surnames: words('Sharma Verma Gupta Agarwal Srivastava Mishra Tiwari Pandey Chauhan Saxena Yadav Jain Rastogi Dubey Tripathi Mathur'),
  },
  punjabi: {
    male: words('Harpreet Gurpreet Jaspreet Manpreet Arjun Karan Navdeep Simranjit Tarun Hitesh Ravneet Kabir'),
    female: words('Simran Harleen Jasleen Navneet Gurleen Mehak Ravneet Tanvi Kirandeep Amrit Prabhjot Sukhmani'),
    surnames: words('Singh Kaur Gill Sandhu Malhotra Kapoor Arora Sethi Bedi Chopra Grover Bhatia Ahuja Sodhi'),
  },
  bengali: {
    male: words('Arnab Sourav Debashish Subhajit Anirban Rajdeep Soumya Abhijit Indranil Sayan Tanmoy Pritam Ritam Arijit'),
    female: words('Moumita Sreyashi Payel Ankita Rituparna Sanchita Tanushree Debolina Poulami Madhurima Susmita Shreya Ishani Trisha'),
    surnames: words('Banerjee Chatterjee Mukherjee Das Ghosh Bose Sen Dutta Roy Chakraborty Bhattacharya Sarkar Mitra Majumdar'),
  },
  malayali: {
    male: words('Anoop Rahul Sreejith Vishnu Arjun Nikhil Jithin Abhilash Sajith Anand Akhil Roshan'),
    female: words('Anju Reshma Aswathy Sreelakshmi Athira Neethu Divya Parvathy Aparna Gopika Lekha Nimisha'),
    surnames: words('Nair Menon Pillai Kurup Varghese Thomas Kurian Warrier Panicker Nambiar Mathew Joseph'),
  },
};
const ALL_REGIONS = Object.keys(NAMES) as NameRegion[];

export interface PersonName {
  firstName: string;
  lastName: string;
}

/** A name mostly from the city's own communities, sometimes from anywhere in India. */
export function pickName(rng: Rng, city: City): PersonName {
  const region = rng.chance(0.75)
    ? rng.weighted(city.regions, city.regions.map((_, i) => city.regions.length - i + 1))
    : rng.pick(ALL_REGIONS);
  const names = NAMES[region];
  const female = rng.chance(0.5);
  let lastName = rng.pick(names.surnames);
  if (female && lastName === 'Singh') lastName = 'Kaur';
  if (!female && lastName === 'Kaur') lastName = 'Singh';
  return { firstName: rng.pick(female ? names.female : names.male), lastName };
}

export function emailFor(name: PersonName, n: number): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return `${clean(name.firstName)}.${clean(name.lastName)}.${n}@example.in`;
}

/** +91 followed by a ten-digit mobile starting with 9, never repeated. */
export function uniqueMobile(rng: Rng, used: Set<string>): string {
  for (;;) {
    const digits = `9${Array.from({ length: 9 }, () => rng.int(0, 9)).join('')}`;
    const mobile = `+91 ${digits}`;
    if (!used.has(mobile)) {
      used.add(mobile);
      return mobile;
    }
  }
}

/** A teacher's field: it decides subjects, degrees and the tone of the bio. */
interface Field {
  weight: number;
  core: readonly string[];
  extra: readonly string[];
  qualifications: readonly string[];
  boards: string;
}

const FIELDS: readonly Field[] = [
  {
    weight: 28,
    core: ['Mathematics'],
    extra: ['Physics', 'Statistics', 'Computer Science', 'Chemistry'],
    qualifications: ['M.Sc Mathematics', 'B.Sc Mathematics', 'B.Tech', 'M.Sc Mathematics, B.Ed', 'Ph.D Mathematics', 'B.Sc, B.Ed'],
    boards: 'CBSE, ICSE and state board',
  },
  {
    weight: 28,
    core: ['Physics', 'Chemistry', 'Biology'],
    extra: ['Mathematics', 'Chemistry', 'Biology', 'Physics'],
    qualifications: ['M.Sc Physics', 'M.Sc Chemistry', 'M.Sc Botany', 'B.Sc, B.Ed', 'Ph.D Chemistry', 'B.Tech', 'M.Sc Zoology, B.Ed'],
    boards: 'CBSE and ICSE, including NEET and JEE foundation',
  },
  {
    weight: 18,
    core: ['English', 'Hindi'],
    extra: ['English', 'History', 'Hindi', 'Geography'],
    qualifications: ['M.A. English', 'B.A. English, B.Ed', 'M.A. Hindi', 'M.A. English, B.Ed', 'CELTA, B.A. English'],
    boards: 'CBSE, ICSE and IB',
  },
  {
    weight: 10,
    core: ['Accountancy', 'Economics', 'Business Studies'],
    extra: ['Statistics', 'Mathematics', 'Economics'],
    qualifications: ['M.Com', 'B.Com, CA Inter', 'MBA Finance', 'M.A. Economics', 'M.Com, B.Ed'],
    boards: 'CBSE and state board commerce',
  },
  {
    weight: 7,
    core: ['Computer Science'],
    extra: ['Mathematics', 'Physics', 'Statistics'],
    qualifications: ['B.Tech Computer Science', 'MCA', 'M.Tech', 'B.E. Information Science'],
    boards: 'CBSE and ICSE',
  },
  {
    weight: 6,
    core: ['History', 'Geography', 'Political Science', 'Sociology', 'Psychology', 'Philosophy'],
    extra: ['English', 'Economics', 'History'],
    qualifications: ['M.A. History', 'M.A. Political Science', 'M.A. Psychology', 'M.A. Sociology, B.Ed', 'Ph.D History'],
    boards: 'CBSE, ICSE and state board',
  },
  {
    weight: 3,
    core: ['Music', 'Art & Craft', 'Physical Education'],
    extra: ['Music', 'Art & Craft'],
    qualifications: ['Sangeet Visharad', 'B.F.A.', 'B.P.Ed', 'M.P.Ed', 'Diploma in Fine Arts'],
    boards: 'students of all ages',
  },
];

export interface TeacherProfileDraft {
  subjects: string[];
  qualification: string;
  experienceYears: number;
  experience: string;
  bio: string;
  monthlyFee: number | null;
}

const BIO_OPENERS = [
  'I have been teaching {subjects} for {years}.',
  'Teaching {subjects} for {years} now, mostly Class 6 to 12.',
  'Hi! I teach {subjects} and have {years} of experience.',
  'Former school teacher, now a full-time tutor for {subjects} ({years}).',
  'I enjoy making {subjects} simple and practical.',
];
const BIO_MIDDLES = [
  'I cover {boards} syllabi and focus on concepts before shortcuts.',
  'My students get weekly tests, doubt sessions and printed notes.',
  'I keep batches small so every student gets attention.',
  'Parents get a short progress update every month.',
  'Board exam preparation with past papers is my speciality.',
  'I follow {boards} patterns and adjust the pace to each child.',
];
const BIO_CLOSERS = [
  'Home tuition in and around {locality}, or online.',
  'Classes at my place in {locality} or online over video.',
  'Free demo class before you decide.',
  'Weekday evenings and weekend mornings available.',
  '',
];

export function teacherDraft(rng: Rng, localityName: string): TeacherProfileDraft {
  const field = rng.weighted(FIELDS, FIELDS.map((f) => f.weight));
  const count = rng.weighted([1, 2, 3, 4], [30, 38, 22, 10]);
  const subjects = new Set<string>(rng.sample(field.core, rng.int(1, Math.min(2, field.core.length))));
  for (const extra of rng.sample(field.extra, field.extra.length)) {
    if (subjects.size >= count) break;
    subjects.add(extra);
  }
  const list = [...subjects].slice(0, 4);
  const experienceYears = rng.weighted([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 22], [5, 8, 10, 10, 10, 9, 8, 8, 9, 7, 7, 5, 4]);
  const experience = experienceYears === 1 ? '1 year' : `${experienceYears} years`;
  const fill = (s: string) =>
    s
      .replace('{subjects}', joinList(list))
      .replace('{years}', experienceYears === 1 ? 'a year' : `${experienceYears} years`)
      .replace('{boards}', field.boards)
      .replace('{locality}', localityName);
  const bio = [rng.pick(BIO_OPENERS), rng.pick(BIO_MIDDLES), rng.pick(BIO_CLOSERS)].map(fill).filter(Boolean).join(' ');
  const base = 1500 + experienceYears * 350 + rng.int(0, 3500);
  const monthlyFee = rng.chance(0.1) ? null : Math.min(12000, Math.round(base / 500) * 500);
  return { subjects: list, qualification: rng.pick(field.qualifications), experienceYears, experience, bio, monthlyFee };
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface StudentProfileDraft {
  class: string;
  schoolName: string;
  preferredSubjects: string[];
  budgetMin: number;
  budgetMax: number;
}

const CLASS_WEIGHTS: Record<string, number> = {
  'Class 1': 1, 'Class 2': 1, 'Class 3': 2, 'Class 4': 2, 'Class 5': 3,
  'Class 6': 8, 'Class 7': 9, 'Class 8': 11, 'Class 9': 13, 'Class 10': 16, 'Class 11': 12, 'Class 12': 14,
  '1st Year College': 2, '2nd Year College': 2, '3rd Year College': 1, '4th Year College': 1, Graduate: 1, 'Post Graduate': 1,
};

function subjectsForClass(rng: Rng, classNumber: number | null): string[] {
  if (classNumber !== null && classNumber <= 5) return rng.sample(['Mathematics', 'English', 'Hindi', 'Art & Craft'], rng.int(1, 2));
  if (classNumber !== null && classNumber <= 10) {
    return rng.sample(['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'History', 'Geography'], rng.int(1, 3));
  }
  const stream = rng.weighted(['pcm', 'pcb', 'commerce', 'arts'], [40, 25, 25, 10]);
  const pools: Record<typeof stream, string[]> = {
    pcm: ['Physics', 'Chemistry', 'Mathematics', 'Computer Science'],
    pcb: ['Physics', 'Chemistry', 'Biology'],
    commerce: ['Accountancy', 'Economics', 'Business Studies', 'Statistics'],
    arts: ['History', 'Political Science', 'Psychology', 'Sociology', 'English'],
  };
  return rng.sample(pools[stream], rng.int(1, 3));
}

export function studentDraft(rng: Rng, city: City, classOptions: readonly string[]): StudentProfileDraft {
  const klass = rng.weighted(classOptions, classOptions.map((c) => CLASS_WEIGHTS[c] ?? 1));
  const classNumber = classNumberOf(klass);
  const budgetMin = rng.int(1, 8) * 500;
  const budgetMax = Math.min(8000, budgetMin + rng.int(1, 8) * 500);
  return {
    class: klass,
    schoolName: classNumber === null ? rng.pick(city.colleges) : rng.pick(city.schools),
    preferredSubjects: subjectsForClass(rng, classNumber),
    budgetMin,
    budgetMax,
  };
}

export function classNumberOf(klass: string): number | null {
  const match = /^Class (\d+)$/.exec(klass);
  return match ? Number(match[1]) : null;
}
