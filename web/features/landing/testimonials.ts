import aditya from '../../assets/avatars/aditya-banerjee.svg';
import ananya from '../../assets/avatars/ananya-iyer.svg';
import arjun from '../../assets/avatars/arjun-mehta.svg';
import kavya from '../../assets/avatars/kavya-reddy.svg';
import priya from '../../assets/avatars/priya-sharma.svg';
import rohan from '../../assets/avatars/rohan-gupta.svg';
import sneha from '../../assets/avatars/sneha-patil.svg';
import vikram from '../../assets/avatars/vikram-singh.svg';

export interface Testimonial {
  name: string;
  role: string;
  city: string;
  image: string;
  rating: 4 | 5;
  comment: string;
}

/** Landing sample testimonials (spec §3): name, image, rating (4 or 5 of 5) and comment. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    role: 'Parent of a Class 8 student',
    city: 'New Delhi',
    image: priya,
    rating: 5,
    comment: "My daughter's maths marks went from 62 to 91 in one term. Finding a verified tutor just 2 km away made all the difference.",
  },
  {
    name: 'Arjun Mehta',
    role: 'Class 12 student',
    city: 'Mumbai',
    image: arjun,
    rating: 5,
    comment: 'I found a physics tutor for my JEE preparation within a day. Chatting directly made it easy to agree on timings.',
  },
  {
    name: 'Kavya Reddy',
    role: '2nd Year College student',
    city: 'Hyderabad',
    image: kavya,
    rating: 4,
    comment: 'Online classes fit around my college timetable perfectly, and my chemistry tutor explains every concept patiently.',
  },
  {
    name: 'Rohan Gupta',
    role: 'Parent of a Class 5 student',
    city: 'Jaipur',
    image: rohan,
    rating: 5,
    comment: 'As a parent I wanted someone nearby and trustworthy. Every teacher we spoke to was verified, which gave us real peace of mind.',
  },
  {
    name: 'Ananya Iyer',
    role: 'Class 10 student',
    city: 'Chennai',
    image: ananya,
    rating: 5,
    comment: 'I posted my requirement for English in the evening and had three good tutors from my area reply the same day.',
  },
  {
    name: 'Vikram Singh',
    role: 'Parent of a Class 10 student',
    city: 'Lucknow',
    image: vikram,
    rating: 4,
    comment: 'A good choice of tutors for the board exams. My son now actually enjoys studying science in the evenings.',
  },
  {
    name: 'Sneha Patil',
    role: 'Class 11 student',
    city: 'Pune',
    image: sneha,
    rating: 5,
    comment: 'I moved from home tuition to online lessons during exams without changing my tutor. Very flexible and easy.',
  },
  {
    name: 'Aditya Banerjee',
    role: '1st Year College student',
    city: 'Kolkata',
    image: aditya,
    rating: 4,
    comment: 'Support answered my question within minutes, and finding a computer science tutor near my college was simple.',
  },
];
