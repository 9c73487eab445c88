import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/** Who the member is, as far as their records are concerned. */
export type Owner = { id: string; email: string; emailVerified: boolean }

/**
 * The contact messages that are a member's (a SQL condition on `contacts`): those they sent
 * signed in, and those sent from their address only once they have proven it is theirs. An
 * address the member merely typed reaches nobody else's messages.
 */
export const ownContacts = (owner: Owner): SQL =>
  owner.emailVerified
    ? sql`(contacts.sender_id = ${owner.id} OR lower(contacts.email) = lower(${owner.email}))`
    : sql`contacts.sender_id = ${owner.id}`

/** The sign-in attempts that are a member's: those recorded against their account, by its id. */
export const ownSignInAttempts = (owner: Pick<Owner, 'id'>): SQL =>
  sql`login_attempts.user_id = ${owner.id}`
