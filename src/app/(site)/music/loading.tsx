import { MusicLoading } from '@/components/Music/MusicLoading.client'
import { PageShell } from '@/components/Page/PageShell.client'

export default function Loading() {
  return (
    <PageShell>
      <MusicLoading />
    </PageShell>
  )
}
