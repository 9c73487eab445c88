import { createContact } from '@/endpoints/contact/createContact'

export const dynamic = 'force-dynamic'

export const POST = createContact
