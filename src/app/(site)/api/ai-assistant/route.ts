import { aiAssistant } from '@/endpoints/assistant/aiAssistant'

export const dynamic = 'force-dynamic'

export const POST = aiAssistant
