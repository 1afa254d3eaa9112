import { BadgeCheck, Headphones, MapPin, MessageCircle, MonitorSmartphone, SlidersHorizontal, type LucideIcon } from 'lucide-react';

const reasons: { title: string; body: string; icon: LucideIcon }[] = [
  {
    title: 'Verified Teachers Only',
    body: 'Every tutor verifies their identity and location before students can find them.',
    icon: BadgeCheck,
  },
  {
    title: 'Direct Chat with Tutors',
    body: 'Message tutors in real time, share images and agree on details before the first class.',
    icon: MessageCircle,
  },
  {
    title: 'Online & Offline Learning',
    body: 'Choose home tuition, classes at the tutor’s place, or online sessions, whatever suits you.',
    icon: MonitorSmartphone,
  },
  {
    title: 'Connect With Nearby Tutors',
    body: 'See verified tutors within a few kilometres of your home and how far away they are.',
    icon: MapPin,
  },
  {
    title: 'Requirement-Based Search',
    body: 'Post what you need and search by subject, grade, availability and language.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Premium Support',
    body: 'Our support team is available 24/7 to help students, parents and tutors.',
    icon: Headphones,
  },
];

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why Choose Tutorhood
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Everything you need to find, meet and learn from the right tutor.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
