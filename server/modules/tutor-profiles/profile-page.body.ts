import type { PublicReview, PublicReviewsPage, PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import { escapeHtml, type ProfileWording } from './profile-page.format.ts';
import { translated } from './profile-page.texts.ts';

/** The attribute that marks the static copy inside #root; its value is the canonical slug. */
export const PRERENDERED_PROFILE_ATTRIBUTE = 'data-prerendered-profile';

/** Paragraphs at blank lines, line breaks inside them; everything escaped. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

const stars = (rating: number) => '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

function field(name: string, label: string, value: string | null): string {
  return value ? `<div data-profile-field="${name}"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>` : '';
}

function details(profile: PublicTutorProfile, w: ProfileWording): string {
  const { t } = w;
  const list = (values: string[]) => (values.length ? values.join(', ') : null);
  return [
    field('subjects', t.fields.subjects, list(w.subjects)),
    field('classes', t.fields.classes, list(w.classes)),
    field('boards', t.fields.boards, list(profile.boards.map((board) => t.boards[board]))),
    field('teachingModes', t.fields.teachingModes, list(profile.teachingModes.map((mode) => t.modes[mode]))),
    field('fee', t.fields.fee, w.fee),
    field('languages', t.fields.languages, list(profile.languages.map((language) => translated(t.languages, language)))),
    field('experience', t.fields.experience, profile.experience.trim() || null),
    field('qualification', t.fields.qualification, profile.qualification.trim() || null),
    field('area', t.fields.area, w.area),
    field('responseTime', t.fields.responseTime, profile.responseTimeHours === null ? null : t.responseTime(profile.responseTimeHours)),
    field('students', t.fields.students, profile.studentCount > 0 ? t.students(profile.studentCount) : null),
  ].join('');
}

function review(item: PublicReview, w: ProfileWording): string {
  const date = new Intl.DateTimeFormat(w.t.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return (
    `<li data-review-id="${escapeHtml(item.id)}">` +
    `<p><span aria-hidden="true">${stars(item.rating)}</span> ${escapeHtml(w.t.rated(item.rating))}</p>` +
    `<p>${escapeHtml(w.t.reviewer[item.reviewerType])} · <time datetime="${escapeHtml(item.createdAt)}">${escapeHtml(date.format(new Date(item.createdAt)))}</time></p>` +
    (item.comment?.trim() ? paragraphs(item.comment) : '') +
    `</li>`
  );
}

function reviewsSection(page: PublicReviewsPage, w: ProfileWording): string {
  const { t } = w;
  const summary =
    page.reviewCount > 0 && page.rating !== null ? t.ratingSummary(page.rating.toFixed(1), page.reviewCount) : t.noReviews;
  const more = page.reviewCount - page.reviews.length;
  return (
    `<section aria-labelledby="tutor-profile-reviews"><h2 id="tutor-profile-reviews">${escapeHtml(t.reviews)}</h2>` +
    `<p data-profile-field="ratingSummary">${escapeHtml(summary)}</p>` +
    (page.reviews.length ? `<ol>${page.reviews.map((item) => review(item, w)).join('')}</ol>` : '') +
    (more > 0 && page.nextCursor ? `<p>${escapeHtml(t.moreReviews(more))}</p>` : '') +
    `</section>`
  );
}

/** The public shell's bar, as links: the way on for a reader without JavaScript. */
function banner(w: ProfileWording): string {
  const { nav } = w.t;
  return (
    `<header><a href="/">Tutorhood</a>` +
    `<nav aria-label="${escapeHtml(nav.label)}"><a href="/find">${escapeHtml(nav.findTutors)}</a><a href="/login">${escapeHtml(nav.signIn)}</a></nav>` +
    `</header>`
  );
}

/**
 * The profile as plain semantic HTML inside #root: readable with JavaScript off and by crawlers; the app replaces it
 * when it renders the profile screen. Every user-written value is escaped.
 */
export function profileBody(profile: PublicTutorProfile, reviews: PublicReviewsPage, w: ProfileWording): string {
  const { t } = w;
  const rating =
    profile.reviewCount > 0 && profile.rating !== null
      ? `<p data-profile-field="rating"><span aria-hidden="true">★</span> ${escapeHtml(t.ratingSummary(profile.rating.toFixed(1), profile.reviewCount))}</p>`
      : '';
  return (
    `<div ${PRERENDERED_PROFILE_ATTRIBUTE}="${escapeHtml(profile.slug)}" lang="${w.language}">` +
    banner(w) +
    `<main><article aria-labelledby="tutor-profile-name">` +
    `<header>` +
    (profile.profileImage ? `<img src="${escapeHtml(profile.profileImage)}" alt="${escapeHtml(w.name)}" width="96" height="96">` : '') +
    `<h1 id="tutor-profile-name">${escapeHtml(w.name)}</h1>` +
    `<p data-profile-field="verified">${escapeHtml(t.verifiedSince(w.verifiedMonth))}</p>` +
    (profile.headline?.trim() ? `<p data-profile-field="headline">${escapeHtml(profile.headline)}</p>` : '') +
    rating +
    `</header>` +
    (profile.bio?.trim()
      ? `<section aria-labelledby="tutor-profile-about"><h2 id="tutor-profile-about">${escapeHtml(t.about)}</h2><div data-profile-field="bio">${paragraphs(profile.bio)}</div></section>`
      : '') +
    `<section aria-labelledby="tutor-profile-details"><h2 id="tutor-profile-details">${escapeHtml(t.details)}</h2><dl>${details(profile, w)}</dl></section>` +
    reviewsSection(reviews, w) +
    `<p><a href="/find">${escapeHtml(t.findMore)}</a></p>` +
    `</article></main></div>`
  );
}
