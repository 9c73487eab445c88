import { giveConsent } from '@/endpoints/privacy/dataRights'

export const dynamic = 'force-dynamic'

export const POST = giveConsent
