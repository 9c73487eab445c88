import type { ReactNode } from 'react'

import { ServerImage } from '@/components/Primitives/ServerImage'
import type { ArtistImage } from '@/lib/site/settings'

import styles from './StoryLayout.module.css'

// 360px beside the story from lg; the page's column less its 16px padding on a phone, 32px from md.
const SIZES = '(min-width: 1024px) 360px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 32px)'

type Props = {
  /** The site settings' portrait; none: the story alone, as before. */
  portrait: ArtistImage | null
  children: ReactNode
}

/** The biography with the artist's portrait: beside the story on a desktop, above it on phones. */
export function StoryLayout({ portrait, children }: Props) {
  if (!portrait) return <>{children}</>
  return (
    <div className={styles.layout}>
      <figure className={styles.portrait}>
        <ServerImage
          src={portrait.url}
          alt={portrait.alt}
          width={portrait.width}
          height={portrait.height}
          sizes={SIZES}
          priority
          className={styles.image}
        />
      </figure>
      <div className={styles.story}>{children}</div>
    </div>
  )
}
