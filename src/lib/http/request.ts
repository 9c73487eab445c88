import { isIP } from 'node:net'
import type { z } from 'zod'

import { hasNulCharacter, NUL_CHARACTER_ERROR } from '@/lib/validation/text'

import { jsonError } from './errors'

/**
 * The caller's IP. The app server (scripts/server.mjs) rewrites X-Forwarded-For on every request:
 * the entries of the TRUST_PROXY_HOPS proxies in front, then the socket's peer, with anything the
 * client wrote dropped (scripts/lib/client-address.mjs). So the rightmost entry is the peer, and
 * behind N trusted proxies the client is N entries further left. An entry that is not an address
 * (a misconfigured proxy) counts as 'unknown': it is a rate-limit key and stored in indexed
 * columns, where kilobytes of text would fail the write.
 */
export const clientIp = (request: Request): string => {
  const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0)
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const entry = chain[Math.max(0, chain.length - 1 - hops)]
  return entry && isIP(entry) ? entry : 'unknown'
}

export const userAgent = (request: Request): string | null =>
  request.headers.get('user-agent')?.slice(0, 500) ?? null

/**
 * The largest JSON body a call of ours reads. Every form of the site sends a few kilobytes; the
 * app server refuses any body over 10 MB before it reaches a route (scripts/server.mjs).
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024
export const BODY_TOO_LARGE = 'Request body is too large'

/**
 * Reads and validates a JSON body: one over JSON_BODY_LIMIT_BYTES is a 413, one that is not JSON
 * or does not fit the schema a 400 with the schema's first message.
 */
export const readJson = async <S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { error: Response }> => {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > JSON_BODY_LIMIT_BYTES) return { error: jsonError(413, BODY_TOO_LARGE) }
  let body: unknown
  try {
    const text = await request.text()
    if (Buffer.byteLength(text) > JSON_BODY_LIMIT_BYTES) {
      return { error: jsonError(413, BODY_TOO_LARGE) }
    }
    body = text ? JSON.parse(text) : {}
  } catch {
    return { error: jsonError(400, 'Request body must be JSON') }
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    return { error: jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid input') }
  }
  if (hasNulCharacter(parsed.data)) return { error: jsonError(400, NUL_CHARACTER_ERROR) }
  return { data: parsed.data }
}

export type RequestMeta = { ipAddress: string; userAgent: string | null }

export const requestMeta = (request: Request): RequestMeta => ({
  ipAddress: clientIp(request),
  userAgent: userAgent(request),
})
