import { redirect } from 'next/navigation'

/**
 * The CMS has no password form of its own: the site's sign-in (with MFA and lockout) is the only
 * way in, and it sends the team back to /cms afterwards.
 */
export const CmsLogin = (): never => redirect('/auth?next=/cms')
