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
  useDocumentTitle();
  return (
    <div className="min-h-dvh bg-white">
      <LandingHeader />
      <main>
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
