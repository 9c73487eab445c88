/** The class names that apply, joined for `className`: a part whose condition fails drops out. */
export const classNames = (...parts: Array<string | false | null | undefined>): string =>
  parts.filter(Boolean).join(' ')
