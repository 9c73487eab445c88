import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { executePrepared } from '@/lib/db/sql'

import type { User, UserSession } from '@/payload-types'

import { SESSION_TTL_MS } from './constants'
import { hashToken, newToken } from './tokens'

type SessionMeta = {
  ipAddress?: string | null
  userAgent?: string | null
  deviceName?: string | null
  ttlMs?: number
}

const activeWhere = (userId: string): Where => ({
  and: [
    { user: { equals: userId } },
    { isActive: { equals: true } },
    { expiresAt: { greater_than: new Date().toISOString() } },
  ],
})

/** Keeps `activeSessionCount` equal to the number of live sessions. */
export const syncActiveSessionCount = async (payload: Payload, userId: string): Promise<number> => {
  const { totalDocs } = await payload.count({
    collection: 'user-sessions',
    where: activeWhere(userId),
    overrideAccess: true,
  })
  await payload.update({
    collection: 'users',
    id: userId,
    data: { activeSessionCount: totalDocs },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Opens a session for the user and returns the cookie value. At most `maxConcurrentSessions`
 * stay live: the oldest are ended first.
 */
export const createSession = async (
  payload: Payload,
  user: Pick<User, 'id' | 'maxConcurrentSessions'>,
  meta: SessionMeta = {},
): Promise<{ token: string; session: UserSession }> => {
  const token = newToken()
  const ttlMs = meta.ttlMs ?? SESSION_TTL_MS
  const session = await payload.create({
    collection: 'user-sessions',
    data: {
      user: user.id,
      sessionToken: hashToken(token),
      refreshToken: hashToken(newToken()),
      ipAddress: meta.ipAddress ?? null,
      userAgent: meta.userAgent ?? null,
      deviceName: meta.deviceName ?? null,
      isActive: true,
      lastActivity: new Date().toISOString(),
      expiresAt: new Date(Date.now() + ttlMs).toISOString(),
    },
    overrideAccess: true,
  })

  const limit = Math.max(1, user.maxConcurrentSessions ?? 5)
  const { docs } = await payload.find({
    collection: 'user-sessions',
    where: activeWhere(user.id),
    sort: '-createdAt',
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const excess = docs.slice(limit).map((doc) => doc.id)
  if (excess.length > 0) {
    await payload.update({
      collection: 'user-sessions',
      where: { id: { in: excess } },
      data: { isActive: false },
      overrideAccess: true,
    })
  }
  await syncActiveSessionCount(payload, user.id)
  return { token, session }
}

/** Ends sessions of a user (all, or all but one) and keeps the count true. */
export const revokeUserSessions = async (
  payload: Payload,
  userId: string,
  { except }: { except?: string } = {},
): Promise<void> => {
  await payload.update({
    collection: 'user-sessions',
    where: {
      and: [
        { user: { equals: userId } },
        { isActive: { equals: true } },
        ...(except ? [{ id: { not_equals: except } }] : []),
      ],
    },
    data: { isActive: false },
    overrideAccess: true,
  })
  await syncActiveSessionCount(payload, userId)
}

export const revokeSession = async (payload: Payload, session: UserSession): Promise<void> => {
  await payload.update({
    collection: 'user-sessions',
    id: session.id,
    data: { isActive: false },
    overrideAccess: true,
  })
  const userId = typeof session.user === 'object' ? session.user.id : session.user
  await syncActiveSessionCount(payload, userId)
}

/** Last activity is written at most every few minutes, not on every request. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000

const touch = async (payload: Payload, live: LiveSession): Promise<void> => {
  const last = live.lastActivity ? new Date(live.lastActivity).getTime() : 0
  if (Date.now() - last < ACTIVITY_RESOLUTION_MS) return
  live.lastActivity = new Date().toISOString()
  await payload.update({
    collection: 'user-sessions',
    id: live.sessionId,
    data: { lastActivity: live.lastActivity },
    depth: 0,
    overrideAccess: true,
  })
}

/** What a Local API read leaves out of a document: its collection's hidden fields. */
const dropHiddenFields = (
  payload: Payload,
  slug: 'users' | 'user-sessions',
  doc: User | UserSession,
): void => {
  for (const field of payload.collections[slug].config.flattenedFields) {
    if (field.hidden) delete (doc as unknown as Record<string, unknown>)[field.name]
  }
}

/** A live session as the checks see it: whose it is and when it was last used. */
export type LiveSession = { sessionId: string; userId: string; lastActivity: string | null }

/**
 * The one definition of a live session: the session behind a cookie value is active and not
 * expired, and its user is active and has not asked to be deleted. One indexed query, nothing
 * else read, so that the calls a member makes in a loop (downloads, full plays) cost one round
 * trip to know who asks; findSession adds the two documents for everyone else. Its last activity
 * is written at most every few minutes.
 */
export const findLiveSession = async (
  payload: Payload,
  token: string,
): Promise<LiveSession | null> => {
  const rows = await executePrepared<LiveSession>(
    payload,
    sql`SELECT s.id::text AS "sessionId",
      s.user_id::text AS "userId", s.last_activity AS "lastActivity"
    FROM user_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.session_token = ${hashToken(token)} AND s.is_active
      AND s.expires_at > ${new Date().toISOString()}
      AND u.account_status = 'active' AND u.gdpr_delete_requested IS NOT TRUE`,
  )
  const live = rows[0]
  if (!live) return null
  await touch(payload, live)
  return live
}

/** The live session behind a cookie value and its user, or null when unknown, over or blocked. */
export const findSession = async (
  payload: Payload,
  token: string,
): Promise<{ session: UserSession; user: User } | null> => {
  const live = await findLiveSession(payload, token)
  if (!live) return null
  // Read through the database adapter (≈ 1 ms each) rather than a Local API find with the user
  // populated (≈ 5 ms: access, hooks and population machinery for two documents). Neither
  // collection has read hooks; what a read would still do, dropping hidden fields, is done here.
  const [session, user] = (await Promise.all([
    payload.db.findOne({ collection: 'user-sessions', where: { id: { equals: live.sessionId } } }),
    payload.db.findOne({ collection: 'users', where: { id: { equals: live.userId } } }),
  ])) as [UserSession | null, User | null]
  // Ended or deleted in the instant between the two reads.
  if (!session || !user) return null
  dropHiddenFields(payload, 'user-sessions', session)
  dropHiddenFields(payload, 'users', user)
  // As Payload marks every document of an auth collection it reads.
  Object.assign(user, { collection: 'users' })
  session.user = user
  return { session, user }
}

/** The signed-in user behind a cookie value (see findSession). */
export const findSessionUser = async (payload: Payload, token: string): Promise<User | null> =>
  (await findSession(payload, token))?.user ?? null

/** A member's live sessions, the most recently used first. */
export const listUserSessions = async (
  payload: Payload,
  userId: string,
): Promise<UserSession[]> => {
  const { docs } = await payload.find({
    collection: 'user-sessions',
    where: activeWhere(userId),
    sort: '-lastActivity',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** One of a member's sessions by id; null when it is not theirs or the id is not one. */
export const findUserSession = async (
  payload: Payload,
  userId: string,
  id: string,
): Promise<UserSession | null> => {
  const { docs } = await payload
    .find({
      collection: 'user-sessions',
      where: { and: [{ id: { equals: id } }, { user: { equals: userId } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    .catch(() => ({ docs: [] as UserSession[] }))
  return docs[0] ?? null
}
