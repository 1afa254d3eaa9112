/**
 * Where the server may send pushes. A subscription's endpoint comes from the browser, and the server POSTs to it: an
 * endpoint on any other host would let a user make the server call internal addresses (SSRF). Only https endpoints on
 * the configured push-service hosts pass (`*.example.com` matches subdomains only); plain http only for a loopback
 * host and only when `allowInsecureLoopback` is on (tests run their own push service on 127.0.0.1).
 */
export interface PushEndpointRules {
  serviceHosts: readonly string[];
  allowInsecureLoopback: boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

export function isAllowedPushEndpoint(endpoint: string, rules: PushEndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (!rules.allowInsecureLoopback || !LOOPBACK_HOSTS.has(host)) return false;
  } else if (url.protocol !== 'https:') {
    return false;
  }
  return rules.serviceHosts.some((pattern) => hostMatches(host, pattern.toLowerCase()));
}
