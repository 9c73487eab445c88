/**
 * The rule every answer keeps: never a 5xx; a 4xx is `{ error: string }` as JSON (a 429 with
 * Retry-After; Payload's REST API with its own keys beside it); no stack trace, SQL or file path
 * in any body.
 */

const STRICT_LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['a stack frame', /\n\s+at |\bat (?:async )?[\w$.<>[\]]+ \(|\bat (?:file:|node:)/],
  ['node_modules', /node_modules/],
  [
    'an internal error',
    /(?:^|["\s])(?:[A-Z]\w*)?Error: |\b(?:TypeError|ReferenceError|RangeError)\b/,
  ],
  ['SQL', /SELECT |INSERT |UPDATE |DELETE FROM| FROM |relation "|violates|syntax error/],
  [
    'a file path',
    /(?:^|[\s"'(=])\/(?:home|tmp|usr|var|work|root|app|opt|srv|proc)\/|[A-Za-z]:\\\\|\.(?:ts|tsx|js|mjs|cjs):\d+/,
  ],
]

/** The leak patterns found in `text` that the caller did not send themselves. */
const leaksIn = (text: string, echo: () => string): string[] =>
  STRICT_LEAKS.flatMap(([what, pattern]) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? []
    return found
      .filter((hit) => !echo().includes(hit.trim()))
      .map((hit) => `${what} (${JSON.stringify(hit)})`)
  })

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')

export type AnswerRules = {
  /** The only statuses the call may answer (a webhook without a valid signature: 400). */
  onlyStatuses?: number[]
  /** A 416 must carry RFC 9110's `Content-Range: bytes *\/size` beside its `{ error }`. */
  rangeRequests?: boolean
  /**
   * Payload's REST API: its own `errors` and `message` stay beside `error`, since the CMS reads
   * them (a form shows `errors` by field); every text in the body is then checked for leaks.
   */
  payloadBody?: boolean
  /** A 2xx may repeat what earlier inputs stored (a CMS preference): only failures are read. */
  repeatsStoredData?: boolean
}

const PAYLOAD_ERROR_KEYS = ['error', 'errors', 'message']

/**
 * Why an answer breaks the contract, or null. `echo` is everything the caller sent: a 2xx may
 * repeat it (a saved name), so only what it adds counts as a leak.
 */
export const problemWith = async (
  response: Response,
  echo: () => string,
  rules: AnswerRules = {},
): Promise<string | null> => {
  const { status } = response
  const textual =
    isJson(response) || (response.headers.get('content-type') ?? '').startsWith('text/')
  if (!textual) await response.body?.cancel()
  const text = textual ? await response.text() : ''
  if (status >= 500) return `status ${status}: ${text.slice(0, 500)}`
  if (rules.onlyStatuses && !rules.onlyStatuses.includes(status)) {
    return `status ${status}, expected ${rules.onlyStatuses.join(' or ')}: ${text.slice(0, 200)}`
  }

  if (status >= 400) {
    if (
      status === 416 &&
      rules.rangeRequests &&
      !/^bytes \*\/\d+$/.test(response.headers.get('content-range') ?? '')
    ) {
      return `416 without Content-Range: bytes */size`
    }
    if (!isJson(response)) return `${status} is not JSON (${response.headers.get('content-type')})`
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return `${status} body is not JSON: ${text.slice(0, 200)}`
    }
    const error = (body as { error?: unknown } | null)?.error
    const allowedKeys = rules.payloadBody ? PAYLOAD_ERROR_KEYS : ['error']
    if (
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      !Object.keys(body).every((key) => allowedKeys.includes(key)) ||
      typeof error !== 'string' ||
      error.trim() === ''
    ) {
      return `${status} body is not { error: string }: ${text.slice(0, 200)}`
    }
    if (status === 429 && !/^[1-9]\d*$/.test(response.headers.get('retry-after') ?? '')) {
      return '429 without a Retry-After of whole seconds'
    }
    // Payload's messages may quote what the caller sent (a path it cannot query).
    const leaks = rules.payloadBody ? leaksIn(echoOf(body), echo) : leaksIn(error, () => '')
    return leaks.length > 0 ? `${status} error leaks ${leaks.join(', ')}: ${error}` : null
  }
  if (rules.repeatsStoredData) return null
  const leaks = leaksIn(text, echo)
  return leaks.length > 0 ? `${status} body leaks ${leaks.join(', ')}: ${text.slice(0, 300)}` : null
}

/** Every string in a generated input (its body, params, query, headers): what the caller sent. */
export const echoOf = (input: unknown): string => {
  if (typeof input === 'string') return input
  if (input instanceof Uint8Array) return new TextDecoder().decode(input)
  if (Array.isArray(input)) return input.map(echoOf).join('\n')
  if (input && typeof input === 'object') return Object.values(input).map(echoOf).join('\n')
  return ''
}
