import type { AccountStatus, AdminUser } from './types'

/** Each role as the end of "… is now …", with its article: "an admin", "a premium member". */
const ROLE_PHRASES: Record<string, string> = {
  user: 'a user',
  premium: 'a premium member',
  admin: 'an admin',
  viewer: 'a viewer',
  moderator: 'a moderator',
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`

/** The toast's description after a role change (its title is the spec's). */
export const roleChangeText = (email: string, role: AdminUser['role']): string =>
  `${email} is now ${ROLE_PHRASES[role] ?? withArticle(role)}.`

/** The toast's description after a status change: "… is now locked." */
export const statusChangeText = (email: string, status: AccountStatus): string =>
  `${email} is now ${status}.`
