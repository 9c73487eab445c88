import type { SanitizedConfig } from 'payload'

import { callerMistakesAre4xx } from '@/hooks/callerMistakes'

import { closeJobs } from './jobs'
import { closeLockedDocuments } from './lockedDocuments'
import { answerMissingFiles } from './missingFiles'
import { closePreferences } from './preferences'
import { dropVersionRoutes } from './versionRoutes'

/**
 * Payload adds collections of its own (locks, preferences, jobs) with access for anyone signed
 * in, and routes that fail with a 500 on a caller's mistake; it offers no option to change them,
 * so they are changed on the built config, before Payload starts on it.
 */
export const closeInternalDoors = async (
  built: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> => {
  const config = await built
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') closeLockedDocuments(collection)
    if (collection.slug === 'payload-preferences') closePreferences(collection)
    if (collection.slug === 'payload-jobs') closeJobs(config, collection)
    dropVersionRoutes(collection)
    answerMissingFiles(collection)
  }
  for (const global of config.globals) dropVersionRoutes(global)
  config.hooks.afterError = [...(config.hooks.afterError ?? []), callerMistakesAre4xx]
  return config
}
