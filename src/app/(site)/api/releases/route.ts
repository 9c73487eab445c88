import { listReleases } from '@/endpoints/catalogue/releases'

export const dynamic = 'force-dynamic'

export const GET = listReleases
