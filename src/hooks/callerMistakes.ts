import type { AfterErrorHook } from 'payload'

import { formatBytes, masterMaxBytes } from '@/lib/audio/masterLimits'

/**
 * PostgreSQL's codes for a value that does not fit its column: not a uuid, not a date, a number
 * out of range, a text too long, a negative limit. Payload passes such values from a query string
 * (`where[id][in]=a,b`) or a body straight to the database, which fails the statement.
 */
const BAD_VALUE_CODES = new Set([
  '22P02',
  '22007',
  '22008',
  '22003',
  '22001',
  '22021',
  '22P05',
  '22023',
  '2201W',
  '2201X',
])

/**
 * Codes for a comparison the database has no operator for (`contains` on a uuid column), and for
 * the broken statement the adapter writes for some others (`contains` on a date).
 */
const UNSUPPORTED_COMPARISON_CODES = new Set(['42883', '42804', '42601'])

const databaseCode = (error: unknown): string | null => {
  // Drizzle wraps the driver's error; follow the causes down to it.
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string') return code
    current = cause
  }
  return null
}

/**
 * Queries the database adapter cannot build (`where[user][equals]=x` on a relationship to several
 * collections, a path through a missing relationship): it throws these with status 500.
 */
const UNBUILDABLE_QUERY = [
  /^Not supported$/,
  /^Relationship was not found$/,
  /^Cannot find field for path at /,
  /^Invalid ID value in /,
  /^Only 'equals' operator is supported for polymorphic/,
]

/** A form Payload cannot read fails with the parser's own error, as a 500. */
const UNREADABLE_FORM = [
  /^Malformed (content type|part header|urlencoded form)$/,
  /^Missing Content-Type$/,
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (file|form)$/,
  /^Unsupported content type: /,
  /^Request is not eligible for file upload$/,
]
const FORM_TOO_LARGE = /^Multipart (request size )?limit has been reached$/

/** The adapter's query builder also fails outright on a filter of the wrong shape (a null). */
const QUERY_BUILDER = /[\\/]drizzle[\\/]dist[\\/]queries[\\/]/

const isUnbuildableQuery = (error: Error): boolean =>
  (['APIError', 'TypeError'].includes(error.name) &&
    UNBUILDABLE_QUERY.some((pattern) => pattern.test(error.message))) ||
  (error.name === 'TypeError' && QUERY_BUILDER.test(error.stack ?? ''))

/** A request Payload cannot take (a value, query or form of the wrong kind) is a 4xx, not a 500. */
export const callerMistakesAre4xx: AfterErrorHook = ({ error }) => {
  // JSON that Payload parses from the request itself: `?where=…`, a form's `_payload` field.
  if (error.name === 'SyntaxError') {
    return { status: 400, response: { errors: [{ message: 'The request holds invalid JSON' }] } }
  }
  const code = databaseCode(error)
  if (code && BAD_VALUE_CODES.has(code)) {
    const message = 'A value in the request does not fit the field it is compared with or stored in'
    return { status: 400, response: { errors: [{ message }] } }
  }
  if ((code && UNSUPPORTED_COMPARISON_CODES.has(code)) || isUnbuildableQuery(error)) {
    return { status: 400, response: { errors: [{ message: 'This query is not supported' }] } }
  }
  // A file over the upload limit (payload.config.ts): the message names the limit.
  if ((error as { status?: number }).status === 413) {
    return { status: 413, response: { errors: [{ message: error.message }] } }
  }
  if (FORM_TOO_LARGE.test(error.message)) {
    const message = `The upload is too large: a file can be at most ${formatBytes(masterMaxBytes())}.`
    return { status: 413, response: { errors: [{ message }] } }
  }
  if (UNREADABLE_FORM.some((pattern) => pattern.test(error.message))) {
    return { status: 400, response: { errors: [{ message: 'The form data cannot be read' }] } }
  }
}
