import type { Release } from '@/payload-types'

/** How a release's type reads on the site and in e-mails. */
export const RELEASE_TYPE_LABELS: Record<Release['releaseType'], string> = {
  single: 'Single',
  ep: 'EP',
  album: 'Album',
}

/** schema.org's MusicAlbumReleaseType for each. */
export const SCHEMA_RELEASE_TYPES: Record<Release['releaseType'], string> = {
  single: 'https://schema.org/SingleRelease',
  ep: 'https://schema.org/EPRelease',
  album: 'https://schema.org/AlbumRelease',
}

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })

/** 'December 26, 2026': a release's day (UTC), as the site and its messages name it. */
export const releaseDayLabel = (date: string | Date): string => dayFormat.format(new Date(date))
