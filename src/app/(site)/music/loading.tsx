import { MusicLoading } from '@/components/Music/MusicLoading'

/** While the catalogue is read: under the page's title (layout.tsx), where it will be. */
export default function Loading() {
  return <MusicLoading />
}
