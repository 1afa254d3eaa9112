import type { PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { PAGE_LANGUAGES } from '../../plugins/page-language.ts';
import { absoluteUrl, canonicalUrl, escapeHtml, jsonForScript, type ProfileWording } from './profile-page.format.ts';

/** IETF tags of the teaching languages (schema.org knowsLanguage prefers them over names). */
const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  Hindi: 'hi',
  Bengali: 'bn',
  Marathi: 'mr',
  Telugu: 'te',
  Tamil: 'ta',
  Gujarati: 'gu',
  Urdu: 'ur',
  Kannada: 'kn',
  Odia: 'or',
  Malayalam: 'ml',
  Punjabi: 'pa',
  Assamese: 'as',
};

/** UN/CEFACT codes of the fee units that have one. */
const UNIT_CODES: Record<string, string | undefined> = { per_hour: 'HUR', per_day: 'DAY', per_month: 'MON' };

const withoutEmpty = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)));

/**
 * schema.org JSON-LD: a ProfilePage whose mainEntity is the tutor (a Person), who offers tutoring (an Offer of a
 * Service). The rating sits on the Service, where schema.org allows aggregateRating (Person has none), and only when
 * there are reviews. The address is the area only: locality or city, state, country; never a street or PIN code.
 */
export function profileJsonLd(profile: PublicTutorProfile, w: ProfileWording, context: { publicUrl: string; updatedAt: Date }) {
  const url = canonicalUrl(context.publicUrl, profile);
  const personId = `${url}#person`;
  const image = profile.profileImage ? absoluteUrl(context.publicUrl, profile.profileImage) : undefined;
  const hasRating = profile.reviewCount > 0 && profile.rating !== null;
  const service = withoutEmpty({
    '@type': 'Service',
    name: w.t.tutoring(w.mainSubjects),
    serviceType: 'Tutoring',
    provider: { '@id': personId },
    areaServed: w.city ? { '@type': 'City', name: w.city } : undefined,
    aggregateRating: hasRating
      ? { '@type': 'AggregateRating', ratingValue: profile.rating, reviewCount: profile.reviewCount, bestRating: 5, worstRating: 1 }
      : undefined,
  });
  const offer = withoutEmpty({
    '@type': 'Offer',
    itemOffered: service,
    priceSpecification: profile.fee
      ? withoutEmpty({
          '@type': 'UnitPriceSpecification',
          price: profile.fee.amount,
          priceCurrency: 'INR',
          unitCode: UNIT_CODES[profile.fee.unit],
          unitText: w.t.feeUnits[profile.fee.unit],
        })
      : undefined,
  });
  const address = withoutEmpty({
    '@type': 'PostalAddress',
    addressLocality: profile.area.city ?? profile.area.locality,
    addressRegion: profile.area.state,
    addressCountry: 'IN',
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    name: w.title,
    inLanguage: w.language,
    dateCreated: profile.memberSince,
    dateModified: context.updatedAt.toISOString(),
    mainEntity: withoutEmpty({
      '@type': 'Person',
      '@id': personId,
      name: w.name,
      givenName: profile.firstName,
      familyName: profile.lastName,
      url,
      image,
      jobTitle: profile.headline ?? w.t.jobTitle(w.mainSubjects),
      description: profile.bio,
      knowsAbout: w.subjects,
      knowsLanguage: profile.languages.map((language) => LANGUAGE_TAGS[language] ?? language),
      hasCredential: profile.qualification.trim() ? { '@type': 'EducationalOccupationalCredential', name: profile.qualification } : undefined,
      address,
      makesOffer: offer,
    }),
  };
}

/**
 * Scoped to the static copy: readable without the app's stylesheet and gone with the copy. While the app starts, it
 * moves the copy out of #root and renders behind it, hidden, until its profile screen is ready (web/app/prerendered-page.ts).
 */
const PAGE_STYLE = `<style>${[
  '[data-prerendered-profile]+#root{display:none}',
  '[data-prerendered-profile]{max-width:48rem;margin:0 auto;padding:1.5rem 1rem 3rem;line-height:1.6;color:#0f172a;font-family:system-ui,sans-serif}',
  '[data-prerendered-profile]>header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding-bottom:1rem;margin-bottom:1.5rem;border-bottom:1px solid #e2e8f0}',
  '[data-prerendered-profile]>header>a{font-weight:700;font-size:1.25rem;color:#4338ca;text-decoration:none}',
  '[data-prerendered-profile] nav{display:flex;gap:1rem}',
  '[data-prerendered-profile] article>header:has(>img){display:grid;grid-template-columns:auto 1fr;column-gap:1rem;align-items:center}',
  '[data-prerendered-profile] article>header>:not(img){grid-column:2}',
  '[data-prerendered-profile] article>header>img{grid-row:1/span 4;border-radius:9999px;object-fit:cover}',
  '[data-prerendered-profile] h1{font-size:1.75rem;line-height:1.25;font-weight:700;margin:0}',
  '[data-prerendered-profile] h2{font-size:1.25rem;font-weight:600;margin:2rem 0 .5rem}',
  '[data-prerendered-profile] p{margin:.25rem 0}',
  '[data-profile-field="verified"]{color:#047857;font-weight:600}',
  '[data-prerendered-profile] dl{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.75rem 1.5rem;margin:0}',
  '[data-prerendered-profile] dt{font-weight:600;color:#475569;font-size:.875rem}',
  '[data-prerendered-profile] dd{margin:0}',
  '[data-prerendered-profile] ol{list-style:none;padding:0;margin:0}',
  '[data-prerendered-profile] li{border-top:1px solid #e2e8f0;padding:.75rem 0}',
  '[data-prerendered-profile] a{color:#4338ca;text-decoration:underline}',
].join('')}</style>`;

/**
 * The language versions of the page, for search engines: each language at its own address (`?lang=`), and the plain
 * address as x-default (it serves the visitor's own language).
 */
function languageAlternates(profile: PublicTutorProfile, publicUrl: string): string[] {
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
  return [...PAGE_LANGUAGES.map((language) => link(language, canonicalUrl(publicUrl, profile, language))), link('x-default', canonicalUrl(publicUrl, profile))];
}

interface HeadContext {
  publicUrl: string;
  updatedAt: Date;
  /** The address named the language: the canonical is that version's own address. */
  languageInAddress: boolean;
}

/**
 * The tags a profile page adds to <head>: canonical, language alternates, Open Graph, Twitter card, JSON-LD, and the
 * copy's style. A language's own version (`?lang=hi`) is canonical at its address, so search engines keep both
 * versions; the plain address is canonical as itself.
 */
export function profileHeadTags(profile: PublicTutorProfile, w: ProfileWording, context: HeadContext): string {
  const url = canonicalUrl(context.publicUrl, profile, context.languageInAddress ? w.language : undefined);
  const image = profile.profileImage ? absoluteUrl(context.publicUrl, profile.profileImage) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...languageAlternates(profile, context.publicUrl),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', 'Tutorhood'),
    meta('property', 'og:locale', w.t.ogLocale),
    meta('property', 'og:title', w.title),
    meta('property', 'og:description', w.description),
    meta('property', 'og:url', url),
    image ? meta('property', 'og:image', image) : '',
    image ? meta('property', 'og:image:alt', w.name) : '',
    meta('property', 'profile:first_name', profile.firstName),
    profile.lastName ? meta('property', 'profile:last_name', profile.lastName) : '',
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', w.title),
    meta('name', 'twitter:description', w.description),
    image ? meta('name', 'twitter:image', image) : '',
    `<script type="application/ld+json">${jsonForScript(profileJsonLd(profile, w, context))}</script>`,
    PAGE_STYLE,
  ]
    .filter(Boolean)
    .join('\n    ');
}
