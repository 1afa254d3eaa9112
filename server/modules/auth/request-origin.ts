import type { IncomingHttpHeaders } from 'node:http';

/** `https://example.com:443/x` → `https://example.com`; undefined for anything that is not an http(s) URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site a browser says a request came from: its Origin header, else its Referer's origin; null when it names one
 * that is not an http(s) origin (`Origin: null`: a sandboxed frame, a privacy-hiding page); undefined when it names none.
 */
export function claimedOrigin(headers: IncomingHttpHeaders): string | null | undefined {
  const named = headers.origin ?? headers.referer;
  if (named === undefined || named === '') return undefined;
  return originOf(named) ?? null;
}

const lastEntry = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value.at(-1) : value;
  return text?.split(',').at(-1)?.trim() || undefined;
};

/**
 * The origin a socket.io handshake was addressed to, read as Fastify reads a request's protocol and host: the
 * X-Forwarded-Proto / X-Forwarded-Host set by the proxy when TRUST_PROXY is on, else the connection and Host header.
 */
export function addressedOrigin(headers: IncomingHttpHeaders, encrypted: boolean, trustProxy: boolean): string | undefined {
  const protocol = (trustProxy && lastEntry(headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustProxy && lastEntry(headers['x-forwarded-host'])) || headers.host;
  return host ? originOf(`${protocol}://${host}`) : undefined;
}

/** Sec-Fetch-Site values of a request the site's own pages made (or the user typed). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request authenticated by the session cookie may change something: its Origin (else Referer) is the
 * configured public URL's origin or the origin the request was addressed to. A browser names one on every
 * cross-origin write (`null` when it hides it: refused), so forged requests cannot pass. A request that names none
 * and whose Sec-Fetch-Site (if any) says it is the site's own did not come from another site's page in a browser
 * (curl, a mobile app's cookie jar, a test client): allowed, as Go's http.CrossOriginProtection allows it.
 */
export function createSiteOriginCheck(publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  return function fromSite(headers: IncomingHttpHeaders, addressed: string | undefined): boolean {
    const claimed = claimedOrigin(headers);
    if (claimed === undefined) {
      const fetchSite = headers['sec-fetch-site'];
      return fetchSite === undefined || OWN_FETCH_SITES.has(String(fetchSite));
    }
    return claimed !== null && (claimed === publicOrigin || claimed === originOf(addressed));
  };
}
export type SiteOriginCheck = ReturnType<typeof createSiteOriginCheck>;
