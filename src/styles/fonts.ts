import localFont from 'next/font/local'

/**
 * The display face, self-hosted: Archivo Black (SIL Open Font License, from @fontsource), the
 * open cousin of the Arial Black the design was drawn with, which most phones do not have.
 * next/font serves it from this site, preloads it on every page and sizes the fallback
 * (Arial) to its metrics, so the swap moves nothing. One heavy cut serves every weight.
 */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  variable: '--font-display-face',
  adjustFontFallback: 'Arial',
})
