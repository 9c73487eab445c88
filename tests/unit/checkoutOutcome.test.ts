import { describe, expect, it } from 'vitest'

import {
  ALREADY_OWNED_MESSAGE,
  checkoutOutcome,
  INTENT_FALLBACK_MESSAGE,
  type IntentAnswer,
} from '@/components/Checkout/checkoutOutcome'
import { ApiError } from '@/lib/api/client'
import type { PublicTrack } from '@/lib/catalogue/tracks'

const track = { id: 't1', title: 'Steppin Out', artist: 'KAIRO', price: '1.99' } as PublicTrack
const ok = <T>(value: T): PromiseSettledResult<T> => ({ status: 'fulfilled', value })
const failed = (reason: unknown): PromiseSettledResult<never> => ({ status: 'rejected', reason })
const intent = (answer: IntentAnswer) => ok(answer)

describe('what the checkout does once the intent and the track have answered', () => {
  it('shows the card form with a client secret, the track and the amount charged', () => {
    expect(
      checkoutOutcome(intent({ clientSecret: 'pi_1_secret_2', amount: '7.00' }), ok(track)),
    ).toEqual({ kind: 'ready', track, clientSecret: 'pi_1_secret_2', amount: '7.00' })
    // An answer without the amount (the spec's shape) charges the track's price.
    expect(
      checkoutOutcome(intent({ clientSecret: 'pi_1_secret_2' } as IntentAnswer), ok(track)),
    ).toMatchObject({ kind: 'ready', amount: '1.99' })
  })

  it('says a free track is now in the library', () => {
    expect(checkoutOutcome(intent({ clientSecret: null, granted: true }), ok(track))).toEqual({
      kind: 'granted',
      track,
    })
  })

  it('sends a member whose session ended to sign in again, whatever the track did', () => {
    const unauthorized = failed(new ApiError('Unauthorized', 401))
    expect(checkoutOutcome(unauthorized, failed(new ApiError('Track not found', 404)))).toEqual({
      kind: 'unauthorized',
    })
  })

  it('stays on the page for a track already owned', () => {
    const owned = failed(new ApiError(ALREADY_OWNED_MESSAGE, 409))
    expect(checkoutOutcome(owned, ok(track))).toEqual({
      kind: 'owned',
      track,
      message: ALREADY_OWNED_MESSAGE,
    })
  })

  it("goes back to the catalogue with the server's message on any other intent failure", () => {
    const unavailable = failed(new ApiError('Payments are not available right now.', 503))
    expect(checkoutOutcome(unavailable, ok(track))).toEqual({
      kind: 'leave',
      message: 'Payments are not available right now.',
    })
  })

  it('falls back to the spec message when the failure has none', () => {
    expect(checkoutOutcome(failed(undefined), ok(track))).toEqual({
      kind: 'leave',
      message: INTENT_FALLBACK_MESSAGE,
    })
    expect(checkoutOutcome(intent({} as IntentAnswer), ok(track))).toEqual({
      kind: 'leave',
      message: INTENT_FALLBACK_MESSAGE,
    })
  })

  it('goes back to the catalogue quietly when only the track could not be read', () => {
    expect(
      checkoutOutcome(
        intent({ clientSecret: 'pi_1_secret_2', amount: '1.99' }),
        failed(new Error('boom')),
      ),
    ).toEqual({ kind: 'leave' })
  })
})
