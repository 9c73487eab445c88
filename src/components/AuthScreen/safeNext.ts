/**
 * The `next` search parameter is attacker-controlled, so only a same-site path may be followed
 * after sign-in. A leading '//' or a backslash would let the browser treat it as another host,
 * and control characters are stripped by URL parsing (turning '/\t/evil' into '//evil').
 */
export const safeNextPath = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null
  return value
}
