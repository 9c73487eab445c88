import { invalidParam } from './errors'
import type { Params } from './form'
import type { Metadata } from './objects'

/**
 * `metadata[key]=value`, within Stripe's limits (50 keys, keys up to 40 and values up to 500
 * characters). On updates the values merge into `current`: an empty value removes its key and
 * `metadata=` (empty) removes them all.
 */
export function readMetadata(params: Params, current: Metadata = {}): Metadata {
  const value = params.metadata
  if (value === undefined) return { ...current }
  if (value === '') return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam('metadata', 'Invalid object: metadata must be a set of key-value pairs.')
  }
  const result: Metadata = { ...current }
  for (const [key, item] of Object.entries(value)) {
    const param = `metadata[${key}]`
    if (typeof item !== 'string') throw invalidParam(param, `Invalid string: ${param}`)
    if (key.length > 40 || key === '__proto__') {
      throw invalidParam(param, `Invalid metadata key: ${key} (keys have at most 40 characters).`)
    }
    if (item.length > 500) {
      throw invalidParam(
        param,
        `Metadata values can have up to 500 characters, but ${param} has ${item.length}.`,
      )
    }
    if (item === '') delete result[key]
    else result[key] = item
  }
  if (Object.keys(result).length > 50) {
    throw invalidParam('metadata', 'You can have at most 50 metadata keys.')
  }
  return result
}
