import type { Endpoint, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { staffOwnEntries } from '@/access/staffOwnEntries'
import { jsonError } from '@/lib/http/errors'

import { staffOnly } from './closed'
import { namesCaller } from './namesCaller'

/** Whether the caller has a preference stored under the route's key. */
const hasPreference = async (req: PayloadRequest): Promise<boolean> => {
  const key = req.routeParams?.key
  if (!req.user || typeof key !== 'string') return false
  const { totalDocs } = await req.payload.count({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The CMS's own calls (GET, POST, DELETE /payload-preferences/{key}) act on the caller's
 * preferences only, whatever their access; they are kept for the team. Deleting a key that was
 * never stored is a 404 (Payload's adapter fails that query with a 500).
 */
const forStaff = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    const refusal = staffOnly(req)
    if (refusal) return refusal
    if (endpoint.method === 'delete' && !(await hasPreference(req))) {
      return jsonError(404, 'No preference is stored under this key')
    }
    return endpoint.handler(req)
  },
})

/**
 * payload-preferences: how each team member left the CMS (columns, open groups). Each person
 * reads and changes only their own, and members store none: the site has no use for them.
 */
export const closePreferences = (collection: SanitizedCollectionConfig): void => {
  collection.access = {
    ...collection.access,
    read: staffOwnEntries,
    create: isStaff,
    update: staffOwnEntries,
    delete: staffOwnEntries,
  }
  collection.hooks.beforeOperation = [
    ...(collection.hooks.beforeOperation ?? []),
    namesCaller({ keep: ['key', 'value'] }),
  ]
  if (collection.endpoints) {
    collection.endpoints = collection.endpoints.map((endpoint) =>
      endpoint.path === '/:key' ? forStaff(endpoint) : endpoint,
    )
  }
}
