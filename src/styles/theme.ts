/** The one theme of the public site: dark, bold, confident. */
export const theme = {
  colors: {
    background: '#08080a',
    surface: '#121216',
    surfaceRaised: '#1b1b21',
    border: '#2a2a33',
    text: '#f4f4f5',
    muted: '#a1a1aa',
    // White on `accent` reaches 4.7:1 (WCAG AA); hover goes darker, never lighter.
    accent: '#e11d48',
    accentStrong: '#be123c',
    // Accent-coloured text on the dark background (6.9:1).
    accentText: '#ff6b86',
    gold: '#f5c542',
    success: '#22c55e',
    danger: '#ef4444',
  },
  fonts: {
    // --font-display-face and --font-text-face: the self-hosted faces (src/styles/fonts.ts), set
    // on <html>; each ends in the fallback next/font sizes to its metrics.
    display: "var(--font-display-face), 'Arial Black', Arial, sans-serif",
    body: 'var(--font-text-face), Arial, sans-serif',
    // For codes a person copies or reads out (MFA secrets, backup codes, references, roles).
    // Figures (times, prices, counts) keep the text face, with its tabular numerals: a page that
    // names a face it does not ship has the browser look it up among the system's fonts first.
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  breakpoints: { md: '768px', lg: '1024px' },
  space: (n: number) => `${n * 4}px`,
} as const

export type Theme = typeof theme
