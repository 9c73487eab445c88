import type { PublicTrack } from '@/lib/catalogue/tracks'

import { isoDuration } from './trackDisplay'

/** A fixed price, or name-your-price as a range from the minimum to the maximum. */
const offerOf = (track: PublicTrack) =>
  track.priceMode === 'name-your-price'
    ? {
        '@type': 'Offer',
        price: track.price,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: track.price,
          maxPrice: track.maximumPrice,
          priceCurrency: 'USD',
        },
      }
    : { '@type': 'Offer', price: track.price, priceCurrency: 'USD' }

/** schema.org MusicRecording entries for the catalogue, so search engines can read it. */
export const musicJsonLd = (tracks: readonly PublicTrack[]) => ({
  '@context': 'https://schema.org',
  '@graph': tracks.map((track) => ({
    '@type': 'MusicRecording',
    name: track.title,
    byArtist: { '@type': 'MusicGroup', name: track.artist },
    duration: isoDuration(track.duration),
    offers: offerOf(track),
  })),
})

/**
 * JSON for an inline <script>: '<' is escaped so a title containing '</script>' cannot close
 * the tag early.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
