import { answerQuestion } from '@/lib/assistant/assistant'
import { sessionOf } from '@/lib/auth/requestUser'
import { jsonError } from '@/lib/http/errors'
import { clientIp, readJson } from '@/lib/http/request'
import { getPayloadClient } from '@/lib/payload'
import { rateLimit } from '@/lib/security/rateLimit'
import { assistantSchema } from '@/lib/validation/assistant'

/** POST /api/ai-assistant { message, history? } → { message }. Public, rate limited. */
export const aiAssistant = async (request: Request): Promise<Response> => {
  const payload = await getPayloadClient()
  const limited = await rateLimit(payload, 'assistant', clientIp(request))
  if (limited) return limited
  const body = await readJson(request, assistantSchema)
  if ('error' in body) return body.error
  const signedIn = await sessionOf(payload, request)
  if (signedIn) {
    const memberLimited = await rateLimit(payload, 'assistantMember', signedIn.user.id)
    if (memberLimited) return memberLimited
  }
  try {
    const reply = await answerQuestion(payload, body.data.message, body.data.history)
    return Response.json({ message: reply.message }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'assistant failed' })
    return jsonError(500, 'The assistant is unavailable right now.')
  }
}
