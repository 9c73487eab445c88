import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { theme } from '@/styles/theme'
import { rootRule, themeVariables, TOKENS_STYLESHEET, tokensStylesheet } from '@/styles/tokens'

const SRC = path.resolve(__dirname, '../../src')

/** Every stylesheet of the site: the CSS Modules and the global rules. */
function stylesheets(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return stylesheets(full)
    return entry.name.endsWith('.css') ? [full] : []
  })
}

const generated = path.resolve(__dirname, '../..', TOKENS_STYLESHEET)

/** The stylesheets that use the tokens: all but the generated one that defines them. */
const sheets = stylesheets()
  .filter((file) => file !== generated)
  .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, 'utf8') }))

describe('design tokens', () => {
  it('gives every colour, font and radius of the theme a custom property on :root', () => {
    const rule = rootRule()
    expect(rule.startsWith(':root{')).toBe(true)
    expect(rule).toContain(`--color-accent:${theme.colors.accent}`)
    expect(rule).toContain(`--color-accent-text:${theme.colors.accentText}`)
    expect(rule).toContain(`--font-display:${theme.fonts.display}`)
    expect(rule).toContain(`--radius-pill:${theme.radii.pill}`)
    expect(rule).toContain(`--space-4:${theme.space(4)}`)
    const variables = themeVariables()
    for (const value of [
      ...Object.values(theme.colors),
      ...Object.values(theme.fonts),
      ...Object.values(theme.radii),
    ]) {
      expect(Object.values(variables)).toContain(value)
    }
  })

  it('follows the theme when the theme changes', () => {
    const variables = themeVariables({
      ...theme,
      colors: { ...theme.colors, accent: '#123456' },
      space: (n: number) => `${n * 5}px`,
    })
    expect(variables['--color-accent']).toBe('#123456')
    expect(variables['--space-2']).toBe('10px')
  })

  it('has the site’s stylesheet of tokens generated from the theme as it is now', () => {
    const written = readFileSync(generated, 'utf8')
    expect(written, 'run `npm run generate` after changing src/styles/theme.ts').toBe(
      tokensStylesheet(),
    )
    for (const [name, value] of Object.entries(themeVariables())) {
      expect(written).toContain(`  ${name}: ${value};\n`)
    }
    expect(tokensStylesheet({ ...theme, colors: { ...theme.colors, gold: '#abcdef' } })).toContain(
      '  --color-gold: #abcdef;\n',
    )
  })

  it('finds stylesheets to check', () => {
    expect(sheets.map((sheet) => sheet.file)).toEqual(
      expect.arrayContaining(['styles/global.css', 'components/Form/buttons.module.css']),
    )
  })

  it('lets the stylesheets use only custom properties that exist', () => {
    const known = new Set(Object.keys(themeVariables()))
    for (const { file, text } of sheets) {
      // Properties a sheet declares itself are its own; one read with a fallback
      // (var(--stack-gap, …)) is set per element by its component.
      const own = new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]))
      for (const [, name] of text.matchAll(/var\((--[\w-]+)\s*\)/g)) {
        expect(known.has(name) || own.has(name), `${file} uses ${name}`).toBe(true)
      }
    }
  })

  it('keeps the theme’s colours in one place: no stylesheet writes them out', () => {
    const colours = Object.values(theme.colors).map((colour) => colour.toLowerCase())
    for (const { file, text } of sheets) {
      for (const colour of colours) {
        expect(text.toLowerCase().includes(colour), `${file} writes ${colour}`).toBe(false)
      }
    }
  })

  it('matches the breakpoints the stylesheets write literally (a media query cannot read a variable)', () => {
    expect(theme.breakpoints).toEqual({ md: '768px', lg: '1024px' })
  })
})
