import { useTranslation } from 'react-i18next';
import { BadgeCheck, Headphones, MapPin, MessageCircle, MonitorSmartphone, SlidersHorizontal, type LucideIcon } from 'lucide-react';

const reasons = [
  { title: 'why.verified.title', body: 'why.verified.body', icon: BadgeCheck },
  { title: 'why.chat.title', body: 'why.chat.body', icon: MessageCircle },
  { title: 'why.modes.title', body: 'why.modes.body', icon: MonitorSmartphone },
  { title: 'why.nearby.title', body: 'why.nearby.body', icon: MapPin },
  { title: 'why.search.title', body: 'why.search.body', icon: SlidersHorizontal },
  { title: 'why.support.title', body: 'why.support.body', icon: Headphones },
] as const satisfies readonly { title: string; body: string; icon: LucideIcon }[];

export function WhyChooseSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="why-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('why.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          {t('why.intro')}
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
