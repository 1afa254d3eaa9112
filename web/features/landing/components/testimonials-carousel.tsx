import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { cn } from '../../../lib/utils.ts';
import { TESTIMONIALS } from '../testimonials.ts';
import { Stars } from './stars.tsx';

const ROTATE_MS = 6000;

/**
 * 'What Our Students Say': auto-advancing carousel (WAI-ARIA carousel pattern). It pauses on hover, on
 * keyboard focus and with the Pause button; with prefers-reduced-motion it starts paused.
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation('landing');
  const twoUp = useMediaQuery('(min-width: 768px)');
  const threeUp = useMediaQuery('(min-width: 1024px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = threeUp ? 3 : twoUp ? 2 : 1;
  const lastStart = TESTIMONIALS.length - perView;

  const [start, setStart] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused;
  const current = Math.min(start, lastStart);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setStart((s) => (s >= lastStart ? 0 : s + 1)), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, lastStart]);

  const go = (delta: number) => {
    const next = (current + delta + lastStart + 1) % (lastStart + 1);
    setStart(next);
    const shown = TESTIMONIALS.slice(next, next + perView).map((item) => item.name);
    setAnnouncement(t('testimonials.showing', { position: next + 1, total: TESTIMONIALS.length, names: shown.join(', ') }));
  };

  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('testimonials.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('testimonials.intro')}</p>

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('testimonials.carousel')}
          className="mt-10"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className="overflow-hidden">
            <div
              className="-mx-2 flex transition-transform duration-700 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
            >
              {TESTIMONIALS.map((item, i) => {
                const visible = i >= current && i < current + perView;
                return (
                  <div
                    key={item.name}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('testimonials.slide', { position: i + 1, total: TESTIMONIALS.length })}
                    aria-hidden={!visible}
                    className="shrink-0 basis-full px-2 md:basis-1/2 lg:basis-1/3"
                  >
                    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
                      <Stars rating={item.rating} />
                      <blockquote className="mt-4 flex-1 text-slate-700">“{t(item.comment)}”</blockquote>
                      <figcaption className="mt-6 flex items-center gap-3">
                        <img src={item.image} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-full" />
                        <span>
                          <span className="block font-semibold text-slate-900">{item.name}</span>
                          <span className="block text-sm text-slate-600">
                            {t('testimonials.byline', { role: t(item.role), city: t(item.city) })}
                          </span>
                        </span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>

          <div className="mt-6 flex items-center justify-center gap-3">
            <Button variant="outline" size="icon" onClick={() => go(-1)} aria-label={t('testimonials.previous')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" onClick={() => setUserPaused(!paused)} aria-label={paused ? t('testimonials.play') : t('testimonials.pause')}>
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </Button>
            <Button variant="outline" size="icon" onClick={() => go(1)} aria-label={t('testimonials.next')}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div aria-hidden="true" className="mt-4 flex justify-center gap-1.5">
            {Array.from({ length: lastStart + 1 }, (_, i) => (
              <span key={i} className={cn('h-1.5 rounded-full transition-all', i === current ? 'w-6 bg-indigo-600' : 'w-1.5 bg-slate-300')} />
            ))}
          </div>
          <p aria-live="polite" aria-atomic="true" className="sr-only">
            {announcement}
          </p>
        </div>
      </div>
    </section>
  );
}
