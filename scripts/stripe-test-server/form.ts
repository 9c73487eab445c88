import { invalidParam, missingParam } from './errors'

/** Request parameters as Stripe reads them: `a[b][0]=x` becomes `{ a: { b: ['x'] } }`. */
export type Param = string | Params | Param[]
export type Params = { [key: string]: Param }

// Objects without a prototype, so keys such as `__proto__` are plain keys.
const record = (): Params => Object.create(null) as Params

const keyPath = (key: string): string[] => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return [key]
  return [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (part) => part[1])]
}

/** Objects whose keys are exactly 0..n-1 (or `[]` appends) are the arrays the SDK encoded. */
const withArrays = (value: Param): Param => {
  if (typeof value === 'string' || Array.isArray(value)) return value
  const keys = Object.keys(value)
  const items = keys.map((key) => withArrays(value[key]))
  if (keys.length && keys.every((key, index) => key === String(index))) return items
  const result = record()
  keys.forEach((key, index) => (result[key] = items[index]))
  return result
}

export function parseForm(body: string): Params {
  const root = record()
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key)
    let target = root
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(target).length) : segment
      if (index === path.length - 1) {
        target[name] = value
        return
      }
      const next = target[name]
      if (typeof next !== 'object' || Array.isArray(next)) target[name] = record()
      target = target[name] as Params
    })
  }
  return withArrays(root) as Params
}

/** JSON bodies (accepted for convenience) in the same shape: every scalar becomes a string. */
export function fromJson(value: unknown): Param {
  if (Array.isArray(value)) return value.map(fromJson)
  if (value && typeof value === 'object') {
    const result = record()
    for (const [key, item] of Object.entries(value)) result[key] = fromJson(item)
    return result
  }
  return value === null || value === undefined ? '' : String(value)
}

export function readString(params: Params, name: string, required = false): string | undefined {
  const value = params[name]
  if (value === undefined || value === '') {
    if (required) throw missingParam(name)
    return undefined
  }
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name}`)
  return value
}

export function readInteger(params: Params, name: string, required = false): number | undefined {
  const value = readString(params, name, required)
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) {
    throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer')
  }
  return Number(value)
}

export function readObject(params: Params, name: string): Params | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParam(name, `Invalid object: ${name}`)
  }
  return value
}
