import { ApiError } from '@/lib/api/client'
import { ALREADY_OWNED_MESSAGE } from '@/lib/commerce/ownedMessages'
import type { PublicTrack } from '@/lib/catalogue/tracks'

/**
 * What a checkout sells, as the catalogue shows it: a track (GET /api/tracks/{id}) or a release
 * (GET /api/releases/{id}, which lists its `tracks`).
 */
export type CheckoutItem = Pick<
  PublicTrack,
  | 'id'
  | 'title'
  | 'artist'
  | 'price'
  | 'priceMode'
  | 'suggestedPrice'
  | 'maximumPrice'
  | 'coverImageUrl'
  | 'formats'
> & { tracks?: ReadonlyArray<unknown> }

export type CheckoutRef = { kind: 'track' | 'release'; id: string }

export const isRelease = (item: CheckoutItem) => Array.isArray(item.tracks)

/** The body naming an item in POST /api/create-payment-intent. */
export const itemBody = (ref: CheckoutRef) =>
  ref.kind === 'release' ? { releaseId: ref.id } : { trackId: ref.id }

/** Where the catalogue describes an item. */
export const itemUrl = (ref: CheckoutRef) =>
  `/api/${ref.kind === 'release' ? 'releases' : 'tracks'}/${encodeURIComponent(ref.id)}`

/**
 * POST /api/create-payment-intent: a secret to pay with and the amount it charges, or a free
 * track already granted.
 */
export type IntentAnswer =
  { clientSecret: string; amount: string } | { clientSecret: null; granted: true }

export type CheckoutOutcome =
  | { kind: 'ready'; track: CheckoutItem; clientSecret: string; amount: string }
  | { kind: 'granted'; track: CheckoutItem }
  /**
   * A 409: the track is already the member's, or a payment for it is still going through.
   * Either way there is nothing to pay, and the dashboard is where to look.
   */
  | { kind: 'owned'; track: CheckoutItem | null; message: string }
  /** Signed out on the server: sign in again, then come back. */
  | { kind: 'unauthorized' }
  /** Back to the catalogue, with an 'Error' toast when `message` is set. */
  | { kind: 'leave'; message?: string }

export { ALREADY_OWNED_MESSAGE }

export const INTENT_FALLBACK_MESSAGE = 'Failed to initialize payment'

/**
 * What the checkout does once the intent and the track have both answered (spec §8 "Checkout").
 * A 401 wins, since nothing else can work signed out; a 409 is said on the page instead of
 * leaving it.
 */
export function checkoutOutcome(
  intent: PromiseSettledResult<IntentAnswer>,
  track: PromiseSettledResult<CheckoutItem>,
): CheckoutOutcome {
  if (intent.status === 'rejected') {
    const error: unknown = intent.reason
    const status = error instanceof ApiError ? error.status : undefined
    const message = error instanceof Error && error.message ? error.message : undefined
    if (status === 401) return { kind: 'unauthorized' }
    if (status === 409) {
      return {
        kind: 'owned',
        track: track.status === 'fulfilled' ? track.value : null,
        message: message ?? ALREADY_OWNED_MESSAGE,
      }
    }
    return { kind: 'leave', message: message ?? INTENT_FALLBACK_MESSAGE }
  }
  if (track.status === 'rejected') return { kind: 'leave' }
  const answer = intent.value
  if (answer && 'granted' in answer && answer.granted) {
    return { kind: 'granted', track: track.value }
  }
  if (typeof answer?.clientSecret === 'string' && answer.clientSecret) {
    const amount = 'amount' in answer && answer.amount ? answer.amount : track.value.price
    return { kind: 'ready', track: track.value, clientSecret: answer.clientSecret, amount }
  }
  return { kind: 'leave', message: INTENT_FALLBACK_MESSAGE }
}
