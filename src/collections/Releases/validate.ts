import type { DateFieldValidation, RelationshipFieldManyValidation } from 'payload'

import { isId, relationId } from '@/lib/validation/ids'

/** A slug safe in a URL whatever the title: "Five Boroughs, Vol. 2" → "five-boroughs-vol-2". */
export const releaseSlug = ({ valueToSlugify }: { valueToSlugify?: unknown }) =>
  typeof valueToSlugify === 'string'
    ? valueToSlugify
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || undefined
    : undefined

/**
 * The tracklist of a release: at least one track, each once. A published release plays and sells
 * every track on it, so each must be published too (a draft saved meanwhile is not checked).
 */
export const validateReleaseTracks: RelationshipFieldManyValidation = async (
  value,
  { data, req },
) => {
  const ids = (value ?? []).map(relationId)
  const publishing = (data as { _status?: string } | undefined)?._status === 'published'
  if (!publishing && ids.length === 0) return true
  if (ids.length === 0) return 'Add at least one track: a release cannot be empty.'
  if (ids.some((id) => !id || !isId(id))) return 'Choose tracks from the catalogue.'
  if (new Set(ids).size !== ids.length) return 'Each track can be on the tracklist once.'
  if (!publishing) return true
  const { docs } = await req.payload.find({
    collection: 'tracks',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    select: { title: true },
    pagination: false,
    overrideAccess: true,
    req,
  })
  const published = new Set(docs.map((track) => track.id))
  const missing = ids.filter((id) => !published.has(id as string))
  return missing.length === 0
    ? true
    : `Publish every track first: ${missing.length === 1 ? 'one track' : `${missing.length} tracks`} on the tracklist ${missing.length === 1 ? 'is' : 'are'} a draft or gone.`
}

/** Start of today (UTC): a release dated today is out today. */
const startOfToday = () => {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

/** A new release is dated today or later; a release already saved keeps the date it has. */
export const validateReleaseDate: DateFieldValidation = (value, { operation }) => {
  if (!value) return 'Choose the day it comes out.'
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return 'Choose the day it comes out.'
  if (operation === 'create' && time < startOfToday()) {
    return 'A new release cannot be dated in the past: choose today or a later day.'
  }
  return true
}

/** Teasers are tracks of the release itself, each once. */
export const validateTeasers: RelationshipFieldManyValidation = (value, { data }) => {
  const ids = (value ?? []).map(relationId)
  if (ids.length === 0) return true
  const listed = new Set(
    ((data as { tracks?: unknown[] } | undefined)?.tracks ?? []).map(relationId),
  )
  if (new Set(ids).size !== ids.length) return 'Each teaser can be chosen once.'
  return ids.every((id) => id && listed.has(id))
    ? true
    : 'A teaser must be on the tracklist: add it there first.'
}
