import { init } from '@/endpoints/catalogue/init'

export const dynamic = 'force-dynamic'

export const GET = init
