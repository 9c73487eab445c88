import type { SanitizedCollectionConfig } from 'payload'

import { adminOrOwnEntry } from '@/access/adminOrOwnEntry'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

import { namesCaller } from './namesCaller'

/**
 * payload-locked-documents: which team member is editing which document. The CMS takes locks
 * on the server (through the database adapter, as the editor's own user), reads them, takes
 * them over and lets them go through REST; members have no business here at all.
 */
export const closeLockedDocuments = (collection: SanitizedCollectionConfig): void => {
  collection.access = {
    ...collection.access,
    read: isStaff,
    create: nobody,
    update: isAdmin,
    delete: adminOrOwnEntry,
  }
  // A takeover (the CMS sends only `user`) puts the lock in the caller's name, on the same document.
  collection.hooks.beforeOperation = [
    ...(collection.hooks.beforeOperation ?? []),
    namesCaller({ keep: [] }),
  ]
}
