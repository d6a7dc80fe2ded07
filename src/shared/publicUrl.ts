/**
 * The address the product is known by, for links people share or see (SPEC section 7: development hostnames are
 * rewritten to a fixed public host for display). A link copied from a laptop running the app must not point at
 * localhost; in production the app is served from its public address, which is kept as it is.
 */
export const PUBLIC_HOST_FALLBACK = 'https://referbridge.app';

const DEVELOPMENT_HOST =
  /^(localhost|.*\.localhost|.*\.local|.*\.internal|127(\.\d+){3}|0\.0\.0\.0|\[::1?\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2})$/i;

export function isDevelopmentHost(hostname: string) {
  return DEVELOPMENT_HOST.test(hostname);
}

/**
 * The public origin for a page served at `origin`: the configured one (the server's PUBLIC_URL) when there is one,
 * else the page's own unless it is a development host.
 */
export function publicOrigin(origin: string, configured?: string) {
  if (configured) return configured;
  return isDevelopmentHost(new URL(origin).hostname) ? PUBLIC_HOST_FALLBACK : origin;
}

/** The shareable address of an app path ("/jobs/4"), from a page served at `origin`. */
export function publicLink(path: string, origin: string, configured?: string) {
  return new URL(path, publicOrigin(origin, configured)).href;
}
