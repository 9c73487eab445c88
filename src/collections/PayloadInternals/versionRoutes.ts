import type { SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

/**
 * Payload gives every collection and global its /versions routes, and without a versions table
 * they fail with a 500. Where versions are not kept, the routes are removed: a 404.
 */
export const dropVersionRoutes = (entity: SanitizedCollectionConfig | SanitizedGlobalConfig) => {
  if (entity.versions || !entity.endpoints) return
  entity.endpoints = entity.endpoints.filter((endpoint) => !endpoint.path.startsWith('/versions'))
}
