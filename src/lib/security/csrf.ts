/** Methods that change state; GET, HEAD and OPTIONS must never do so here. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * GET routes that change state, kept because the spec links to them (the home page's logout
 * link). A link or image on another site must not reach them: they are judged like unsafe calls,
 * with the Referer standing in for the Origin that browsers leave out of a GET.
 */
const STATE_CHANGING_GETS = new Set(['/api/logout'])

/** Stripe calls this from its servers, signed: no cookie, no browser, its own proof. */
const EXEMPT_PATHS = new Set(['/api/stripe/webhooks'])

export const CSRF_ERROR = 'Cross-site request refused'

type RequestFacts = {
  method: string
  pathname: string
  /** Host header as the server received it (e.g. `kairo.example` or `127.0.0.1:3100`). */
  host: string | null
  origin: string | null
  /** Only read for the state-changing GET routes. */
  referer?: string | null
  secFetchSite: string | null
  /** Further origins allowed to call, e.g. SITE_URL behind a proxy that rewrites Host. */
  trustedOrigins?: string[]
}

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** The origin of a Referer, or null when there is none or it is not a URL. */
const originOf = (referer: string | null | undefined): string | null => {
  if (!referer) return null
  try {
    return new URL(referer).origin
  } catch {
    return null
  }
}

/**
 * Whether a state-changing API call may go on, judged from the headers browsers attach and pages
 * cannot forge: Sec-Fetch-Site, else Origin. A request carrying neither comes from something that
 * is not a browser (curl, a server, a test client): it holds no victim's cookies, so it passes.
 * The session cookie is SameSite=Lax as well; this closes what Lax leaves open (same-site
 * subdomains, top-level POST navigations in older browsers).
 */
export const isCrossSiteRequest = (facts: RequestFacts): boolean => {
  const method = facts.method.toUpperCase()
  const changingGet = method === 'GET' && STATE_CHANGING_GETS.has(facts.pathname)
  if (!UNSAFE_METHODS.has(method) && !changingGet) return false
  if (!facts.pathname.startsWith('/api/') || EXEMPT_PATHS.has(facts.pathname)) return false
  const site = facts.secFetchSite?.toLowerCase()
  if (site === 'same-origin' || site === 'none') return false
  const origin = facts.origin ?? (changingGet ? originOf(facts.referer) : null)
  if (!origin) return Boolean(site) // cross-site or same-site without an Origin: refuse
  if (facts.trustedOrigins?.includes(origin)) return false
  const originHost = hostOf(origin)
  return originHost === null || originHost !== facts.host
}
