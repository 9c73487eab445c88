/** The two screens every page is designed and checked at (the spec's: a laptop and a phone). */
export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

export const SCREENS = [
  { name: 'desktop', ...DESKTOP },
  { name: 'phone', ...PHONE },
]
