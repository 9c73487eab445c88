import { theme } from './theme'

/** What the custom properties are made from: the theme, or one shaped like it. */
type Tokens = Pick<
  {
    [K in keyof typeof theme]: (typeof theme)[K] extends (n: number) => string
      ? (n: number) => string
      : Record<string, string>
  },
  'colors' | 'fonts' | 'radii' | 'space'
>

/** The largest step of the spacing scale that gets its own custom property (--space-32). */
export const SPACE_STEPS = 32

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * The theme as CSS custom properties, for what styled-components does not style: CSS Modules of
 * the server components and the global stylesheet. One source, so both kinds of component share
 * every colour, font, radius and step of spacing. Breakpoints are not here: a media query cannot
 * read a custom property, so the modules write the theme's two widths (768px, 1024px) literally
 * (tests/unit/designTokens.test.ts holds them to the theme).
 */
export function themeVariables(source: Tokens = theme): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const [name, value] of Object.entries(source.colors))
    variables[`--color-${kebab(name)}`] = value
  for (const [name, value] of Object.entries(source.fonts))
    variables[`--font-${kebab(name)}`] = value
  for (const [name, value] of Object.entries(source.radii))
    variables[`--radius-${kebab(name)}`] = value
  for (let step = 0; step <= SPACE_STEPS; step += 1)
    variables[`--space-${step}`] = source.space(step)
  variables['--space-0-5'] = source.space(0.5)
  variables['--space-1-5'] = source.space(1.5)
  variables['--space-2-5'] = source.space(2.5)
  return variables
}

/** Where the site's stylesheet of the tokens is written (`npm run generate`). */
export const TOKENS_STYLESHEET = 'src/styles/tokens.css'

/**
 * The `:root` rule as the site's stylesheet of the tokens (src/styles/tokens.css, imported by the
 * site's layout): one cached file for every page instead of the same rule inlined in each page's
 * HTML and again in its RSC payload. `npm run generate` writes it; a unit test holds it to the
 * theme.
 */
export function tokensStylesheet(source: Tokens = theme): string {
  const declarations = Object.entries(themeVariables(source))
    .map(([name, value]) => `  ${name}: ${value};\n`)
    .join('')
  return (
    '/* Generated from src/styles/theme.ts by `npm run generate` (src/styles/tokens.ts): do not\n' +
    '   edit; change the theme and generate again. */\n' +
    `:root {\n${declarations}}\n`
  )
}

/** The `:root` rule inlined into the CMS's pages (src/components/Cms/CmsTokens.tsx). */
export function rootRule(source: Tokens = theme): string {
  const declarations = Object.entries(themeVariables(source))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${declarations}}`
}
