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

/** The site a browser says a request came from: its Origin header, else its Referer's origin; undefined when neither. */
export function claimedOrigin(headers: IncomingHttpHeaders): string | undefined {
  const origin = headers.origin;
  if (origin) return originOf(origin);
  return originOf(headers.referer);
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

/**
 * Whether a request authenticated by the session cookie comes from the site itself: its Origin (or Referer) is the
 * configured public URL's origin or the origin the request was addressed to. A request that names no origin at all
 * is refused too: browsers name one on every state-changing request.
 */
export function createSiteOriginCheck(publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  return function fromSite(headers: IncomingHttpHeaders, addressed: string | undefined): boolean {
    const claimed = claimedOrigin(headers);
    if (!claimed) return false;
    return claimed === publicOrigin || claimed === originOf(addressed);
  };
}
export type SiteOriginCheck = ReturnType<typeof createSiteOriginCheck>;
