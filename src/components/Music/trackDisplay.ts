import { isFreePrice } from '@/components/Player/previewWindow'
import type { PublicTrack } from '@/lib/catalogue/tracks'

/** How the catalogue shows a track's position, price and length (spec §2 "Music page"). */

/** '01', '02', … from a zero-based index. */
export const trackNumber = (index: number): string => String(index + 1).padStart(2, '0')

export const priceBadge = ({ price, priceMode }: Pick<PublicTrack, 'price' | 'priceMode'>) =>
  // Short enough for a phone's card; the button beside it says 'Name your price'.
  priceMode === 'name-your-price'
    ? isFreePrice(price)
      ? 'PAY WHAT YOU WANT'
      : `$${price} OR MORE`
    : isFreePrice(price)
      ? 'FREE TRACK'
      : `PREMIUM • $${price}`

/** A free track to take: free, and not sold as name-your-price (where $0 is one choice). */
export const isGiveaway = ({ price, priceMode }: Pick<PublicTrack, 'price' | 'priceMode'>) =>
  priceMode !== 'name-your-price' && isFreePrice(price)

/**
 * 'm:ss' or 'h:mm:ss' as an ISO 8601 duration ('3:25' → 'PT3M25S') for schema.org. A value
 * that is not a clock time gives undefined, so the field is left out rather than made up.
 */
export const isoDuration = (duration: string): string | undefined => {
  const parts = duration.trim().split(':')
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => /^\d+$/.test(part))) {
    return undefined
  }
  const [seconds, minutes, hours = 0] = parts.map(Number).reverse()
  if (seconds > 59 || (parts.length === 3 && minutes > 59)) return undefined
  const total = hours * 3600 + minutes * 60 + seconds
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`
}
