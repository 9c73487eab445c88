import { listVideos } from '@/endpoints/catalogue/listVideos'

export const dynamic = 'force-dynamic'

export const GET = listVideos
