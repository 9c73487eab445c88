'use client'

import { StatusBadge } from '@/components/Primitives/StatusBadge.client'
import { ResendReceiptButton } from '@/components/Receipts/ResendReceiptButton.client'
import { RELEASE_TYPE_LABELS } from '@/lib/catalogue/releaseTypes'
import type { PublicRelease } from '@/lib/catalogue/releases'
import { hasReceipt, type PublicPurchase } from '@/lib/commerce/purchases'

import { DownloadBar } from './DownloadBar.client'
import { DownloadChoice } from './DownloadChoice.client'
import { releaseDownloadPath } from './downloadTrack'
import {
  Amount,
  Figures,
  Info,
  Meta,
  Progress,
  PurchaseRow,
  Row,
  Title,
} from './PurchaseRow.client'
import type { Catalogue } from './useCatalogue'
import { useTrackDownload } from './useTrackDownload'
import { VaultCover } from './VaultCover.client'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/**
 * A bought release: its cover, what was paid, its receipt, the whole release as one zip in the
 * format chosen, then each of its tracks to play or download on its own.
 */
export function ReleasePurchase({
  purchase,
  release,
  catalogue,
}: {
  purchase: PublicPurchase
  /** The catalogue entry, while the release is published. */
  release?: PublicRelease
  catalogue: Catalogue
}) {
  const title = purchase.release?.title ?? release?.title ?? 'Release no longer available'
  const completed = purchase.status === 'completed'
  const formats = release?.formats ?? []
  const slug = purchase.release?.slug ?? 'release'
  const { progress, download } = useTrackDownload({
    path: releaseDownloadPath(purchase.releaseId ?? ''),
    fileName: (ext) => `${slug}-${ext ?? 'mp3'}.zip`,
    noun: 'release',
  })
  const tracks = purchase.release?.tracks ?? []
  const kind = release ? RELEASE_TYPE_LABELS[release.releaseType] : 'Release'
  const date = new Date(purchase.purchaseDate)

  return (
    <>
      <Row $action={completed && !!release} $progress={progress !== null}>
        <VaultCover title={title} coverUrl={release?.coverImageUrl ?? null} lit={completed} />
        <Info>
          <Title>{title}</Title>
          <Meta>
            {purchase.release && <span>{purchase.release.artist}</span>}
            <span>
              {kind} · {tracks.length} {tracks.length === 1 ? 'track' : 'tracks'}
            </span>
            <time dateTime={purchase.purchaseDate}>
              {Number.isNaN(date.getTime()) ? 'Unknown date' : dateFormat.format(date)}
            </time>
          </Meta>
          {hasReceipt(purchase) && (
            <ResendReceiptButton
              path={`/api/user/purchases/${purchase.id}/receipt`}
              title={title}
            />
          )}
        </Info>
        <Figures>
          <Amount>${purchase.amount}</Amount>
          <StatusBadge status={purchase.status} />
        </Figures>
        {completed && release && (
          <DownloadChoice
            title={title}
            formats={formats}
            progress={progress}
            label="Download all"
            outOn={release.preOrder ? release.releaseDate : null}
            onDownload={download}
          />
        )}
        {progress && (
          <Progress>
            <DownloadBar title={title} progress={progress} />
          </Progress>
        )}
      </Row>
      {tracks.map((track) => (
        <PurchaseRow
          key={track.id}
          inRelease
          purchase={{
            ...purchase,
            id: `${purchase.id}:${track.id}`,
            trackId: track.id,
            releaseId: null,
            track: { title: track.title, artist: track.artist },
            release: null,
          }}
          track={catalogue.get(track.id)}
        />
      ))}
    </>
  )
}
