import type { Payload, TypedUser } from 'payload'

import { cmsDocumentHref, formatDay } from './format'
import { Panel, PanelRow } from './Panel'

/** The catalogue collections that prepare releases as drafts (versions.drafts). */
export const DRAFT_COLLECTIONS = [
  { slug: 'tracks', label: 'Track' },
  { slug: 'videos', label: 'Video' },
  { slug: 'photos', label: 'Photo' },
] as const

export type DraftCollection = (typeof DRAFT_COLLECTIONS)[number]['slug']

type Props = { payload: Payload; user: TypedUser; collections: readonly DraftCollection[] }

/**
 * Catalogue documents whose latest version is a draft: new releases not yet published and
 * published ones with changes not yet live (draft: true reads the latest versions).
 */
export async function DraftsWaiting({ payload, user, collections }: Props) {
  const found = await Promise.all(
    DRAFT_COLLECTIONS.filter(({ slug }) => collections.includes(slug)).map(
      async ({ slug, label }) => {
        const { docs, totalDocs } = await payload.find({
          collection: slug,
          user,
          overrideAccess: false,
          draft: true,
          where: { _status: { equals: 'draft' } },
          sort: '-updatedAt',
          limit: 5,
          depth: 0,
          select: { title: true, updatedAt: true },
        })
        return {
          totalDocs,
          docs: docs.map((doc) => ({ ...doc, slug, label })),
        }
      },
    ),
  )
  const total = found.reduce((sum, { totalDocs }) => sum + totalDocs, 0)
  const latest = found
    .flatMap(({ docs }) => docs)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 5)
  return (
    <Panel
      title="Drafts waiting"
      allHref="/cms/collections/tracks?where[_status][equals]=draft"
      allLabel={total > latest.length ? `${total} in all` : 'Draft tracks'}
      empty="Nothing waiting: every track, video and photo is published."
    >
      {latest.map((doc) => (
        <PanelRow
          key={`${doc.slug}-${doc.id}`}
          href={cmsDocumentHref(doc.slug, doc.id)}
          title={doc.title || 'Untitled'}
          detail={doc.label}
          status="draft"
          statusLabel="Draft"
          meta={`Edited ${formatDay(doc.updatedAt)}`}
        />
      ))}
    </Panel>
  )
}
