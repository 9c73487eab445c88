import { MusicLoading } from '@/components/Music/MusicLoading'
import { PageShell } from '@/components/Page/PageShell'

export default function Loading() {
  return (
    <PageShell>
      <MusicLoading />
    </PageShell>
  )
}
