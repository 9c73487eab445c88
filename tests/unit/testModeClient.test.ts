import { describe, expect, it, vi } from 'vitest'

import {
  confirmBody,
  confirmCardPayment,
  paymentIntentIdFrom,
  returnPath,
} from '@/lib/stripe/testModeClient'

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }
const clientSecret = 'pi_3Abc_secret_xyz'
const options = {
  apiUrl: 'http://127.0.0.1:4242/',
  publishableKey: 'pk_test_local_1',
  clientSecret,
  card,
}

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  )

describe('the test-mode stand-in for Stripe.js', () => {
  it('reads the intent id from the client secret', () => {
    expect(paymentIntentIdFrom(clientSecret)).toBe('pi_3Abc')
    expect(paymentIntentIdFrom('pi_plain')).toBe('pi_plain')
  })

  it('sends the card as Stripe.js does: form-encoded payment_method_data', () => {
    expect(Object.fromEntries(confirmBody(clientSecret, card))).toEqual({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2030',
      'payment_method_data[card][cvc]': '123',
    })
  })

  it('confirms with the publishable key at /v1/payment_intents/{id}/confirm', async () => {
    const fetchImpl = answering(200, { id: 'pi_3Abc', status: 'succeeded' })
    const result = await confirmCardPayment({ ...options, fetchImpl })
    expect(result).toEqual({ paymentIntent: { id: 'pi_3Abc', status: 'succeeded' } })
    const [url, init] = fetchImpl.mock.calls[0]
    expect(url).toBe('http://127.0.0.1:4242/v1/payment_intents/pi_3Abc/confirm')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({
      Authorization: 'Bearer pk_test_local_1',
      'Content-Type': 'application/x-www-form-urlencoded',
    })
  })

  it("hands back Stripe's card error as it came (HTTP 402)", async () => {
    const error = {
      message: 'Your card was declined.',
      code: 'card_declined',
      decline_code: 'generic_decline',
    }
    const result = await confirmCardPayment({ ...options, fetchImpl: answering(402, { error }) })
    expect(result).toEqual({ error })
  })

  it('turns a network failure or a body that is not JSON into an error without a message', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const down = await confirmCardPayment({ ...options, fetchImpl: offline })
    expect('error' in down && down.error.message).toBeFalsy()
    const html = await confirmCardPayment({ ...options, fetchImpl: answering(502, '<html>') })
    expect('error' in html && html.error.message).toBeFalsy()
  })

  it('does not count an intent that still needs something as paid', async () => {
    const result = await confirmCardPayment({
      ...options,
      fetchImpl: answering(200, { id: 'pi_3Abc', status: 'requires_action' }),
    })
    expect('error' in result).toBe(true)
  })

  it("lands where Stripe's return_url redirect would, with the same query", () => {
    const path = returnPath(
      '/payment-success',
      { id: 'pi_3Abc', status: 'succeeded' },
      clientSecret,
    )
    const url = new URL(path, 'http://site')
    expect(url.pathname).toBe('/payment-success')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_intent: 'pi_3Abc',
      payment_intent_client_secret: clientSecret,
      redirect_status: 'succeeded',
    })
  })
})
