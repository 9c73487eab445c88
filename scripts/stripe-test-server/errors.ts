/** The `error` member of a Stripe error response. */
export interface ErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  doc_url?: string
  charge?: string
  payment_intent?: unknown
  payment_method?: unknown
}

/** Thrown by handlers; answered as `{ error }` with Stripe's status for its kind. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorBody,
  ) {
    super(error.message)
  }

  /**
   * Stripe saves an idempotent result once the endpoint has started executing: a request refused
   * for its parameters is not saved, so it can be corrected and sent again with the same key.
   */
  get replayable(): boolean {
    if (this.status === 401 || this.error.type === 'idempotency_error') return false
    return !(this.status === 400 && this.error.param)
  }
}

const withDocs = (body: ErrorBody): ErrorBody =>
  body.code
    ? { ...body, doc_url: `https://stripe.com/docs/error-codes/${body.code.replace(/_/g, '-')}` }
    : body

type Details = Omit<ErrorBody, 'type' | 'message'>

export const invalidRequest = (message: string, details: Details = {}, status = 400) =>
  new StripeApiError(status, withDocs({ type: 'invalid_request_error', message, ...details }))

export const cardError = (message: string, details: Details) =>
  new StripeApiError(402, withDocs({ type: 'card_error', message, ...details }))

export const authenticationError = (message: string) =>
  new StripeApiError(401, { type: 'invalid_request_error', message })

export const idempotencyError = (message: string) =>
  new StripeApiError(400, { type: 'idempotency_error', message })

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param })

export const invalidParam = (param: string, message: string, code = 'parameter_invalid') =>
  invalidRequest(message, { code, param })

/** Unknown ids in the URL are 404s; unknown ids passed as parameters are 400s. */
export const resourceMissing = (name: string, id: string, param = 'id') =>
  invalidRequest(
    `No such ${name}: '${id}'`,
    { code: 'resource_missing', param },
    param === 'id' ? 404 : 400,
  )

export const unexpectedState = (message: string, paymentIntent?: unknown) =>
  invalidRequest(message, {
    code: 'payment_intent_unexpected_state',
    ...(paymentIntent !== undefined && { payment_intent: paymentIntent }),
  })
