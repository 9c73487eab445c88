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

/** The `:root` rule the site's layout inlines into every page's head. */
export function rootRule(source: Tokens = theme): string {
  const declarations = Object.entries(themeVariables(source))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${declarations}}`
}
