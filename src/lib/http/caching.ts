/**
 * The public catalogue's answers (the same for every visitor): a shared cache in front (nginx's
 * micro-cache, deploy/nginx/site.conf) may keep them a second, so a burst of visitors costs the
 * app one request per second; browsers ask again each time (max-age=0), so an edit shows at once.
 */
export const PUBLIC_CATALOGUE = { 'Cache-Control': 'public, max-age=0, s-maxage=1' } as const
