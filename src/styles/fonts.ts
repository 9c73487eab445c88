import localFont from 'next/font/local'

/**
 * The two faces of the site, self-hosted from npm packages (SIL Open Font License, from
 * @fontsource) through next/font: served from this site, each with a fallback (Arial) sized to
 * its metrics so the swap moves nothing. No build step fetches fonts. Only the display face is
 * preloaded: the headings are what the first paint is judged by, and a second preload (35 kB)
 * competes with the page's largest image and its scripts on a phone's connection; the text face
 * follows from the stylesheet and swaps in.
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
  preload: false,
  variable: '--font-text-face',
  adjustFontFallback: 'Arial',
})

/** The class names that define both faces' custom properties, for the root element. */
export const fontVariables = `${displayFont.variable} ${textFont.variable}`
