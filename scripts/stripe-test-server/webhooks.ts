import http from 'node:http'
import https from 'node:https'

import type { StripeEvent } from './objects'
import { signatureHeader } from './signature'

export interface RetryOptions {
  /** Tries per event and endpoint, the first included. */
  attempts: number
  /** Pause before the second try; doubled before each further one, up to maxDelayMs. */
  delayMs: number
  maxDelayMs: number
  /** How long one try waits for the endpoint to answer. */
  timeoutMs: number
}

export const DEFAULT_RETRY: RetryOptions = {
  attempts: 8,
  delayMs: 1000,
  maxDelayMs: 60_000,
  timeoutMs: 10_000,
}

export interface DeliveryAttempt {
  event: string
  type: string
  url: string
  attempt: number
  status: number | null
  error: string | null
  delivered: boolean
  at: number
}

/** One POST without connection reuse; resolves with the status, rejects on network errors. */
function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(
      target,
      { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)))
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Sends events to the webhook endpoints in the background, signed as Stripe signs them. Events
 * with the same order key (their payment intent) go out one after another in creation order,
 * each retried with exponential backoff until the endpoint answers 2xx or the tries run out.
 */
export class WebhookDeliverer {
  readonly attempts: DeliveryAttempt[] = []
  private readonly queues = new Map<string, Promise<void>>()
  private readonly sleepers = new Set<() => void>()
  private gate: { opened: Promise<void>; open: () => void } | null = null
  private closed = false

  constructor(
    readonly urls: string[],
    private readonly secret: string,
    private readonly retry: RetryOptions,
    private readonly log: (line: string) => void = () => {},
  ) {}

  enqueue(event: StripeEvent, orderKey: string, urls = this.urls): void {
    for (const url of urls) {
      const key = `${url} ${orderKey}`
      const sent = (this.queues.get(key) ?? Promise.resolve()).then(() => this.deliver(event, url))
      this.queues.set(key, sent)
      void sent.then(() => this.queues.get(key) === sent && this.queues.delete(key))
    }
  }

  /** Resolves once every queued delivery has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.queues.size) await Promise.all(this.queues.values())
  }

  /** Holds every delivery (new ones and retries) until resume(); events keep being recorded. */
  pause(): void {
    if (this.gate) return
    let open = () => {}
    const opened = new Promise<void>((resolve) => (open = resolve))
    this.gate = { opened, open }
  }

  resume(): void {
    this.gate?.open()
    this.gate = null
  }

  get paused(): boolean {
    return this.gate !== null
  }

  /** Ends pending retries at once; nothing is sent afterwards. */
  close(): void {
    this.closed = true
    this.resume()
    for (const wake of this.sleepers) wake()
  }

  private async deliver(event: StripeEvent, url: string): Promise<void> {
    const { attempts, delayMs, maxDelayMs, timeoutMs } = this.retry
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await this.sleep(Math.min(delayMs * 2 ** (attempt - 2), maxDelayMs))
      while (this.gate) await this.gate.opened
      if (this.closed) return
      const body = JSON.stringify(event, null, 2)
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signatureHeader(body, this.secret),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      }
      const result = await post(url, body, headers, timeoutMs).then(
        (status) => ({ status, error: null }),
        (error: Error) => ({ status: null, error: error.message }),
      )
      const delivered = result.status !== null && result.status >= 200 && result.status < 300
      this.attempts.push({
        event: event.id,
        type: event.type,
        url,
        attempt,
        ...result,
        delivered,
        at: Date.now(),
      })
      const outcome = `${result.status ?? result.error} (try ${attempt}/${attempts})`
      this.log(`webhook ${event.type} ${event.id} -> ${url}: ${outcome}`)
      if (delivered) {
        event.pending_webhooks = Math.max(0, event.pending_webhooks - 1)
        return
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.sleepers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.sleepers.add(wake)
    })
  }
}
