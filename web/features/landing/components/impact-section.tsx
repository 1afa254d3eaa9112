import { LANDING_CLAIMS } from '../../../../contract/constants.ts';

const stats = [
  { value: LANDING_CLAIMS.averageRating, label: 'Average rating', note: `from ${LANDING_CLAIMS.reviews} reviews` },
  { value: LANDING_CLAIMS.happyParents, label: 'Happy parents' },
  { value: LANDING_CLAIMS.students, label: 'Students' },
  { value: LANDING_CLAIMS.expertTeachers, label: 'Expert teachers', note: 'in the last year' },
  { value: LANDING_CLAIMS.successRate, label: 'Success rate' },
  { value: LANDING_CLAIMS.support, label: 'Support' },
  { value: LANDING_CLAIMS.subjects, label: 'Subjects' },
  { value: LANDING_CLAIMS.reviews, label: 'Reviews' },
];

export function ImpactSection() {
  return (
    <section aria-labelledby="impact-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="impact-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Our Impact in Numbers
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Families across India trust Tutorhood to find the right teacher.
        </p>
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-5 text-center">
              <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-indigo-700">{stat.value}</dd>
              {stat.note ? <dd className="mt-1 text-xs text-slate-600">{stat.note}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
