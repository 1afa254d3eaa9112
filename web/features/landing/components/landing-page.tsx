import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '../../../../contract/stats.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ContactSection, LandingFooter } from './contact-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ImpactSection } from './impact-section.tsx';
import { LandingHeader } from './landing-header.tsx';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';
import { WhyChooseSection } from './why-choose-section.tsx';

/**
 * The signed-out landing page (spec §2), also shown for any unknown path while signed out. Its figures come from the
 * caller (the route asks the API; the prerendered page is filled by its script): undefined while loading.
 */
export function LandingPage({ stats, statsFailed = false }: { stats?: PlatformStats; statsFailed?: boolean }) {
  const { t } = useTranslation('landing');
  useDocumentTitle();
  return (
    <div className="min-h-dvh bg-white">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('header.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <HeroSection />
        <ImpactSection stats={stats} failed={statsFailed} />
        <WhyChooseSection />
        <TestimonialsCarousel />
        <CtaSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </div>
  );
}
