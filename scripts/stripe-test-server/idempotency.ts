import { idempotencyError } from './errors'
import type { Params } from './form'
import type { SavedResponse, Store } from './store'

/** One POST's Idempotency-Key, scoped to the API key that sent it. */
export interface IdempotentRequest {
  key: string
  scope: string
  endpoint: string
  fingerprint: string
}

/** Key order never matters when comparing the parameters of two requests. */
const stableJson = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${stableJson((value as Params)[key])}`)
        .join(',')}}`
    : JSON.stringify(value)

export const idempotentRequest = (
  apiKey: string,
  key: string,
  endpoint: string,
  params: Params,
): IdempotentRequest => ({
  key,
  scope: `${apiKey}\n${key}`,
  endpoint,
  fingerprint: stableJson(params),
})

/** The result saved for this key, if any; a key reused for another request is refused. */
export function savedResponse(store: Store, request: IdempotentRequest): SavedResponse | undefined {
  const saved = store.idempotent.get(request.scope)
  if (!saved) return undefined
  const retry = `Try using a key other than '${request.key}' if you meant to execute a different request.`
  if (saved.endpoint !== request.endpoint) {
    throw idempotencyError(
      `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}'). ${retry}`,
    )
  }
  if (saved.fingerprint !== request.fingerprint) {
    throw idempotencyError(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`,
    )
  }
  return saved
}

export function saveResponse(
  store: Store,
  request: IdempotentRequest,
  status: number,
  body: string,
) {
  const { endpoint, fingerprint } = request
  store.idempotent.set(request.scope, { endpoint, fingerprint, status, body })
}
