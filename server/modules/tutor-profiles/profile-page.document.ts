import { PROFILE_DATA_ELEMENT_ID } from '../../../contract/constants.ts';
import type { PublicReviewsPage, PublicTutorProfile } from '../../../contract/tutor-profiles.ts';
import type { PageLanguage } from '../../plugins/page-language.ts';
import { profileBody } from './profile-page.body.ts';
import { escapeHtml, jsonForScript, profileWording } from './profile-page.format.ts';
import { profileHeadTags } from './profile-page.head.ts';

/*
 * The built index.html with one page's content put in: the app's own scripts and styles stay, so the app boots and
 * takes over. Every replacement is a function, so a `$&` in a tutor's bio is text, not a replacement pattern.
 */

const setLanguage = (html: string, language: PageLanguage) =>
  html.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html${attributes.replace(/\slang="[^"]*"/, '')} lang="${language}">`);

const setTitle = (html: string, title: string) => html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);

const setDescription = (html: string, description: string) =>
  html.replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}">`);

const addToHead = (html: string, tags: string) => html.replace(/<\/head>/, () => `    ${tags}\n  </head>`);

/** Into the app's empty root; a page without one (the web app not built) gets one at the start of its body. */
const fillRoot = (html: string, content: string) =>
  /<div id="root">\s*<\/div>/.test(html)
    ? html.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${content}</div>`)
    : html.replace(/<body([^>]*)>/, (_tag, attributes: string) => `<body${attributes}><div id="root">${content}</div>`);

/** The page reads without JavaScript: the "needs JavaScript" notice would only mislead. */
const dropNoscript = (html: string) => html.replace(/[ \t]*<noscript>[\s\S]*?<\/noscript>\n?/, '');

export interface ProfileDocumentInput {
  profile: PublicTutorProfile;
  reviews: PublicReviewsPage;
  updatedAt: Date;
  language: PageLanguage;
  /** The address named the language (`?lang=`): that version is its own canonical page. */
  languageInAddress: boolean;
  publicUrl: string;
}

/**
 * A tutor's public page: title, description, canonical, Open Graph, JSON-LD, the profile as HTML in #root, and as
 * data for the app.
 */
export function profileDocument(indexHtml: string, { profile, reviews, updatedAt, language, languageInAddress, publicUrl }: ProfileDocumentInput): string {
  const wording = profileWording(profile, language);
  let html = setLanguage(indexHtml, language);
  html = setTitle(html, wording.title);
  html = setDescription(html, wording.description);
  html = addToHead(html, profileHeadTags(profile, wording, { publicUrl, updatedAt, languageInAddress }));
  // The API's answers for a signed-out visitor, for the app's first render (web/app/prerendered-profile.ts).
  html = addToHead(html, `<script type="application/json" id="${PROFILE_DATA_ELEMENT_ID}">${jsonForScript({ profile, reviews })}</script>`);
  html = fillRoot(html, profileBody(profile, reviews, wording));
  return dropNoscript(html);
}

/** No such public tutor: the app (it shows its not-found screen), kept out of search indexes. */
export function notFoundDocument(indexHtml: string): string {
  return addToHead(indexHtml, '<meta name="robots" content="noindex">');
}
