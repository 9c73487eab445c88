import localFont from 'next/font/local'

/**
 * The two faces of the site, self-hosted from npm packages (SIL Open Font License, from
 * @fontsource) through next/font: served from this site, each with a fallback (Arial) sized to
 * its metrics so the swap moves nothing. No build step fetches fonts. Both faces are preloaded:
 * a preloaded font is fetched at high priority beside the stylesheets, while a font found only
 * through a stylesheet is fetched at the highest priority, after it, and a phone's first paint
 * waits on that chain (Lighthouse counts it as render-blocking).
 */

/** Display: Archivo Black, for headings and the logo. One heavy cut serves every weight. */
export const displayFont = localFont({
  src: '../../node_modules/@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  variable: '--font-display-face',
  adjustFontFallback: 'Arial',
})

/** Text: Archivo, the same family's variable cut (weights 100–900), for everything else. */
export const textFont = localFont({
  src: '../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  variable: '--font-text-face',
  adjustFontFallback: 'Arial',
})

/** The class names that define both faces' custom properties, for the root element. */
export const fontVariables = `${displayFont.variable} ${textFont.variable}`
