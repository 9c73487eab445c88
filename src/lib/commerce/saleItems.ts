import type { Payload } from 'payload'

import { findTrackMaster } from '@/lib/catalogue/trackMaster'
import { isId, relationId } from '@/lib/validation/ids'

import type { SaleRef } from './ledger'
import { type PriceTerms, termsOf } from './priceTerms'

/** What a checkout sells, read fresh from the database (never from the catalogue memo). */
export type SaleItem = SaleRef & {
  title: string
  terms: PriceTerms
  /** The tracks it gives: the track itself, or the release's published tracks in order. */
  trackIds: string[]
  /** A release's day out (ISO); null for a track. */
  releaseDate: string | null
}

/** A published release and its published tracks; null for anything a visitor cannot see. */
const findSaleRelease = async (payload: Payload, id: string): Promise<SaleItem | null> => {
  const {
    docs: [release],
  } = await payload.find({
    collection: 'releases',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  if (!release) return null
  const listed = (release.tracks ?? []).map(relationId).filter((value): value is string => !!value)
  const { docs } = await payload.find({
    collection: 'tracks',
    where: { id: { in: listed } },
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: null,
  })
  const published = new Set(docs.map((track) => track.id))
  return {
    kind: 'release',
    id: release.id,
    title: release.title,
    terms: termsOf(release),
    trackIds: listed.filter((trackId) => published.has(trackId)),
    releaseDate: release.releaseDate,
  }
}

export const findSaleItem = async (payload: Payload, ref: SaleRef): Promise<SaleItem | null> => {
  if (!isId(ref.id)) return null
  if (ref.kind === 'release') return findSaleRelease(payload, ref.id)
  const master = await findTrackMaster(payload, ref.id)
  if (!master) return null
  return {
    kind: 'track',
    id: master.trackId,
    title: master.title,
    terms: master.terms,
    trackIds: [master.trackId],
    releaseDate: null,
  }
}
