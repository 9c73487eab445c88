import type { Media } from '@/payload-types'

type ImageSize = keyof NonNullable<Media['sizes']>

/**
 * The URL of a populated upload (read at depth ≥ 1), preferring one of its generated sizes.
 * An unpopulated id or a missing upload gives null.
 */
export const uploadUrl = (
  upload: string | Media | null | undefined,
  size?: ImageSize,
): string | null => {
  if (!upload || typeof upload !== 'object') return null
  return (size && upload.sizes?.[size]?.url) || upload.url || null
}
