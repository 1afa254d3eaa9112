import aditya from '../../assets/avatars/aditya-banerjee.svg';
import ananya from '../../assets/avatars/ananya-iyer.svg';
import arjun from '../../assets/avatars/arjun-mehta.svg';
import kavya from '../../assets/avatars/kavya-reddy.svg';
import priya from '../../assets/avatars/priya-sharma.svg';
import rohan from '../../assets/avatars/rohan-gupta.svg';
import sneha from '../../assets/avatars/sneha-patil.svg';
import vikram from '../../assets/avatars/vikram-singh.svg';

/** `role`, `city` and `comment` are whole catalogue keys of the `landing` namespace (the texts are in both languages). */
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
    role: 'landing:testimonials.priya.role',
    city: 'landing:testimonials.priya.city',
    image: priya,
    rating: 5,
    comment: 'landing:testimonials.priya.comment',
  },
  {
    name: 'Arjun Mehta',
    role: 'landing:testimonials.arjun.role',
    city: 'landing:testimonials.arjun.city',
    image: arjun,
    rating: 5,
    comment: 'landing:testimonials.arjun.comment',
  },
  {
    name: 'Kavya Reddy',
    role: 'landing:testimonials.kavya.role',
    city: 'landing:testimonials.kavya.city',
    image: kavya,
    rating: 4,
    comment: 'landing:testimonials.kavya.comment',
  },
  {
    name: 'Rohan Gupta',
    role: 'landing:testimonials.rohan.role',
    city: 'landing:testimonials.rohan.city',
    image: rohan,
    rating: 5,
    comment: 'landing:testimonials.rohan.comment',
  },
  {
    name: 'Ananya Iyer',
    role: 'landing:testimonials.ananya.role',
    city: 'landing:testimonials.ananya.city',
    image: ananya,
    rating: 5,
    comment: 'landing:testimonials.ananya.comment',
  },
  {
    name: 'Vikram Singh',
    role: 'landing:testimonials.vikram.role',
    city: 'landing:testimonials.vikram.city',
    image: vikram,
    rating: 4,
    comment: 'landing:testimonials.vikram.comment',
  },
  {
    name: 'Sneha Patil',
    role: 'landing:testimonials.sneha.role',
    city: 'landing:testimonials.sneha.city',
    image: sneha,
    rating: 5,
    comment: 'landing:testimonials.sneha.comment',
  },
  {
    name: 'Aditya Banerjee',
    role: 'landing:testimonials.aditya.role',
    city: 'landing:testimonials.aditya.city',
    image: aditya,
    rating: 4,
    comment: 'landing:testimonials.aditya.comment',
  },
];
