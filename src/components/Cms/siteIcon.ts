import { theme } from '@/styles/theme'

/** The letter K of the site's icon (src/app/(site)/icon.svg), on a 64 × 64 grid. */
export const ICON_LETTER_PATH = 'M16 12h9v17l15-17h11L34.5 30 52 52H40.5L28 36l-3 3.3V52h-9z'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  `<rect width="64" height="64" rx="12" fill="${theme.colors.background}"/>` +
  `<path d="${ICON_LETTER_PATH}" fill="${theme.colors.text}"/>` +
  `<circle cx="51" cy="51" r="5" fill="${theme.colors.accent}"/>` +
  '</svg>'

/**
 * The site's icon as a data URL, for the CMS tab: the site serves its own icon under a hashed
 * path of its route group, which the CMS (another root layout) cannot name.
 */
export const SITE_ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`
