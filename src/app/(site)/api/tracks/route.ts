import { listTracks } from '@/endpoints/catalogue/listTracks'

export const dynamic = 'force-dynamic'

export const GET = listTracks
