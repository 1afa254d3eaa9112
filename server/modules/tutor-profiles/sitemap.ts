import { tutorProfilePath, tutorSlug } from '../../../contract/tutor-profiles.ts';
import type { Executor } from '../../db/client.ts';
import { escapeHtml as escapeXml } from './profile-page.format.ts';
import { createTutorProfilesRepository } from './tutor-profiles.repository.ts';

/** The signed-out pages worth finding besides the profiles. */
export const SITEMAP_STATIC_PATHS = ['/', '/find', '/requirements'] as const;

/** The protocol's limit per file is 50,000 URLs; see `pageCount` for why a file aims lower. */
export const SITEMAP_MAX_URLS = 50_000;
export const TUTORS_PER_SITEMAP = 40_000;
const BATCH = 5_000;

export interface SitemapOptions {
  publicUrl: string;
  /** Profiles one file aims to hold (tests make it small). */
  tutorsPerFile?: number;
  /** Rows read per keyset step. */
  batchSize?: number;
}

/**
 * sitemap.xml: every public tutor's canonical profile address with its last change, plus the open pages. Up to
 * `tutorsPerFile` profiles it is one file; beyond, a sitemap index of `?page=N` files. The files split the public ids
 * (random hex) by their leading digits: 16, 256, … files, each a range read on the public-id index in keyset
 * batches, never an OFFSET; a file's address keeps its range until the number of files grows 16-fold.
 */
export function createSitemap(db: Executor, options: SitemapOptions) {
  const repository = createTutorProfilesRepository(db);
  const { publicUrl } = options;
  const tutorsPerFile = options.tutorsPerFile ?? TUTORS_PER_SITEMAP;
  const batchSize = options.batchSize ?? BATCH;

  /**
   * 1, or the smallest power of 16 that puts at most `tutorsPerFile` profiles in a file on average. Random ids spread
   * evenly: at 40,000 a file on average, one file reaching 50,000 is a deviation of some fifty standard deviations.
   */
  function pageCount(tutors: number): number {
    let pages = 1;
    while (tutors > pages * tutorsPerFile) pages *= 16;
    return pages;
  }

  /** The public-id range of file `page` (1-based) of `pages`: ids starting with its hex prefix. */
  function range(page: number, pages: number): { after?: string; before?: string } {
    if (pages === 1) return {};
    const digits = Math.round(Math.log(pages) / Math.log(16));
    const prefix = (n: number) => n.toString(16).padStart(digits, '0');
    // A 10-digit id with the prefix sorts after the bare prefix and before the next prefix.
    return { after: prefix(page - 1), before: page < pages ? prefix(page) : undefined };
  }

  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

  async function* urlset(page: number, pages: number): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    if (page === 1) for (const path of SITEMAP_STATIC_PATHS) yield url(path);
    const bounds = range(page, pages);
    let after = bounds.after;
    let written = 0;
    for (;;) {
      const rows = await repository.sitemapBatch({ after, before: bounds.before }, Math.min(batchSize, SITEMAP_MAX_URLS - SITEMAP_STATIC_PATHS.length - written));
      if (rows.length === 0) break;
      yield rows.map((row) => url(tutorProfilePath(tutorSlug(row.firstName, row.lastName, row.publicId)), row.updatedAt)).join('');
      written += rows.length;
      after = rows.at(-1)!.publicId;
      if (rows.length < batchSize) break;
    }
    yield '</urlset>\n';
  }

  function sitemapIndex(pages: number): string {
    const entries = Array.from({ length: pages }, (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>\n`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
  }

  return {
    /**
     * `/sitemap.xml` (no page): the one file, or the index when there are more. `?page=N`: that file; null for a page
     * that does not exist.
     */
    async document(page: number | undefined): Promise<{ kind: 'index'; xml: string } | { kind: 'urlset'; xml: AsyncGenerator<string> } | null> {
      const pages = pageCount(await repository.countPublicTutors());
      if (page === undefined) return pages === 1 ? { kind: 'urlset', xml: urlset(1, 1) } : { kind: 'index', xml: sitemapIndex(pages) };
      if (page < 1 || page > pages) return null;
      return { kind: 'urlset', xml: urlset(page, pages) };
    },
  };
}
export type Sitemap = ReturnType<typeof createSitemap>;

/** The signed-in screens crawlers have no business in (they would only see the landing page). */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/messages',
  '/settings',
  '/request',
  '/dashboard',
  '/profile/',
  '/nearby-map',
  '/old/',
  '/children/',
  '/verify-email',
  '/guardian/',
  '/unsubscribe',
  '/reset-password',
  '/forgot-password',
];

/**
 * robots.txt: the open pages allowed, the signed-in ones and the API not. The public reads the open pages make
 * (a profile and its reviews, Find, teachers' requirements) stay allowed, the longer rule winning, so a crawler that
 * runs the app sees what a visitor sees.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /tutors/',
    'Allow: /find',
    'Allow: /requirements',
    'Allow: /api/tutors',
    'Allow: /api/requirements',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
