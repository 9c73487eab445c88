import { displayFont, textFont } from '@/styles/fonts'
import { rootRule } from '@/styles/tokens'

/**
 * The site's design tokens and faces inside the CMS, whose layout Payload owns: the same custom
 * properties the site's layout puts on :root, so custom.scss and the CMS components' CSS Modules
 * read one palette. React hoists the <style> into the head once (href + precedence).
 */
const CMS_TOKENS =
  rootRule() +
  `:root{--font-display-face:${displayFont.style.fontFamily};` +
  `--font-text-face:${textFont.style.fontFamily}}`

export const CmsTokens = () => (
  <style href="kairo-cms-tokens" precedence="default">
    {CMS_TOKENS}
  </style>
)
