import { isIP } from 'node:net'
import type { z } from 'zod'

import { hasNulCharacter, NUL_CHARACTER_ERROR } from '@/lib/validation/text'

import { jsonError } from './errors'

/**
 * The caller's IP. Next.js appends the socket's peer address to X-Forwarded-For, so the
 * rightmost entry is the peer; behind N trusted proxies (TRUST_PROXY_HOPS) the client is N
 * entries further left. Entries a client wrote itself further left are never trusted. An entry
 * that is not an address (a misconfigured proxy) counts as 'unknown': it is a rate-limit key
 * and stored in indexed columns, where kilobytes of text would fail the write.
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

/** Reads and validates a JSON body; a bad one becomes a 400 with the schema's first message. */
export const readJson = async <S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { error: Response }> => {
  let body: unknown
  try {
    const text = await request.text()
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
