import {
  RELEASE_TYPE_LABELS,
  releaseDayLabel,
  SCHEMA_RELEASE_TYPES,
} from '@/lib/catalogue/releaseTypes'
import type { PublicRelease } from '@/lib/catalogue/releases'
import { isFreePrice } from '@/components/Player/previewWindow'

import { isoDuration } from '@/components/Music/trackDisplay'

/** 'November 12, 2026', as the release is dated (a day, in UTC). */
export const releaseDay = (release: Pick<PublicRelease, 'releaseDate'>) =>
  releaseDayLabel(release.releaseDate)

/** 'EP · 2026'. */
export const releaseKind = (release: Pick<PublicRelease, 'releaseType' | 'releaseDate'>) =>
  `${RELEASE_TYPE_LABELS[release.releaseType]} · ${new Date(release.releaseDate).getUTCFullYear()}`

/** The price as a release card and the buy button say it. */
export const releasePriceLabel = (release: Pick<PublicRelease, 'price' | 'priceMode'>) =>
  release.priceMode === 'name-your-price'
    ? isFreePrice(release.price)
      ? 'Pay what you want'
      : `$${release.price} or more`
    : isFreePrice(release.price)
      ? 'Free'
      : `$${release.price}`

export const releaseButtonLabel = (
  release: Pick<PublicRelease, 'price' | 'priceMode' | 'preOrder'>,
) =>
  release.priceMode === 'name-your-price'
    ? 'Name your price'
    : isFreePrice(release.price)
      ? 'Get it free'
      : `${release.preOrder ? 'Pre-order' : 'Buy'} $${release.price}`

export const releasePath = (release: Pick<PublicRelease, 'slug'>) =>
  `/releases/${encodeURIComponent(release.slug)}`

/** The offer of a release: a fixed price, or name-your-price as a range. */
const offerOf = (release: PublicRelease, url: string) => ({
  '@type': 'Offer',
  url,
  price: release.price,
  priceCurrency: 'USD',
  availability: release.preOrder ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
  ...(release.priceMode === 'name-your-price' && {
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: release.price,
      maxPrice: release.maximumPrice,
      priceCurrency: 'USD',
    },
  }),
})

/** schema.org MusicAlbum data for a release page. */
export const releaseJsonLd = (release: PublicRelease, siteUrl: string) => {
  const url = `${siteUrl}${releasePath(release)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    '@id': url,
    url,
    name: release.title,
    byArtist: { '@type': 'MusicGroup', name: release.artist },
    albumReleaseType: SCHEMA_RELEASE_TYPES[release.releaseType],
    datePublished: release.releaseDate.slice(0, 10),
    ...(release.coverImageUrl && { image: new URL(release.coverImageUrl, siteUrl).toString() }),
    ...(release.description && { description: release.description }),
    numTracks: release.tracks.length,
    track: {
      '@type': 'ItemList',
      numberOfItems: release.tracks.length,
      itemListElement: release.tracks.map((track, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'MusicRecording',
          name: track.title,
          byArtist: { '@type': 'MusicGroup', name: track.artist },
          duration: isoDuration(track.duration),
        },
      })),
    },
    offers: offerOf(release, url),
  }
}
