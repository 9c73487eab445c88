import { ServerImage } from '@/components/Primitives/ServerImage'

import { Icon } from '@/components/Primitives/Icon'

import styles from './TrackCover.module.css'

type Props = {
  src: string | null
  /** Above the fold: fetched at once rather than when scrolled near. */
  eager?: boolean
  /** The page's first covers: fetched first (preloaded, high fetch priority). */
  priority?: boolean
  /** `release`: the large artwork of a release page. */
  size?: 'card' | 'release'
}

/**
 * The square cover. The title beside it names the track, so the image is decorative; a missing
 * or broken cover leaves a styled vinyl mark instead of an empty box. No state and no handler:
 * the mark sits under the image, so server and client components can both use it.
 */
export function TrackCover({ src, eager = false, priority = false, size = 'card' }: Props) {
  return (
    <div className={size === 'release' ? `${styles.frame} ${styles.release}` : styles.frame}>
      <span className={styles.fallback} aria-hidden="true">
        <Icon width="44" height="44">
          <circle cx="12" cy="12" r="10" />
          <circle cx="12" cy="12" r="3" />
        </Icon>
      </span>
      {src && (
        <ServerImage
          src={src}
          alt=""
          fill
          sizes={
            size === 'release'
              ? '(min-width: 768px) 460px, 100vw'
              : '(min-width: 768px) 180px, 96px'
          }
          {...(priority ? { priority: true } : { loading: eager ? 'eager' : 'lazy' })}
        />
      )}
    </div>
  )
}
