import fc from 'fast-check'

import { nastyString, nastyValue, POLLUTING_KEYS } from './values'

/** Request bodies: near-valid ones built from a call's own fields, and hostile ones. */

/** A request body: text (any, not necessarily JSON), raw bytes, or none. */
export type FuzzBody = string | Uint8Array | null

/**
 * An object's JSON written entry by entry, so keys such as `__proto__` stay own keys and a key
 * may come twice (JSON allows it; the last one wins in JSON.parse).
 */
export const jsonObjectText = (entries: ReadonlyArray<readonly [string, unknown]>): string =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`

const OMIT = Symbol('omitted')

/** What a tampered field holds: a value of any type or content, or nothing at all. */
const tampered = fc.oneof(
  { weight: 3, arbitrary: nastyValue },
  { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
)

const extraEntries = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 12 })), nastyValue),
  { maxLength: 2 },
)

export type NearValidOptions = {
  /** Fields that repeat another one (a password's confirmation) unless tampered with. */
  mirror?: Record<string, string>
  /** Weight of bodies left valid, against 4 for one tampered field and 2 for several. */
  intact?: number
}

/**
 * Bodies made of valid values (`fields`, one arbitrary per key) of which none, one or several
 * are tampered with (a wrong type, hostile content, missing), plus stray and polluting keys.
 * Validation then fails at every check in turn, and intact bodies carry hostile but valid
 * values into the code behind it.
 */
export const nearValidBody = (
  fields: Record<string, fc.Arbitrary<unknown>>,
  { mirror = {}, intact = 2 }: NearValidOptions = {},
): fc.Arbitrary<string> => {
  const keys = Object.keys(fields)
  const tamperedKeys = fc.oneof(
    { weight: intact, arbitrary: fc.constant<string[]>([]) },
    { weight: 4, arbitrary: fc.constantFrom(...keys).map((key) => [key]) },
    ...(keys.length > 1
      ? [{ weight: 2, arbitrary: fc.shuffledSubarray(keys, { minLength: 2 }) }]
      : []),
  )
  const tampering = tamperedKeys.chain((chosen) =>
    fc.tuple(...chosen.map((key) => fc.tuple(fc.constant(key), tampered))),
  )
  return fc
    .tuple(fc.record(fields), tampering, extraEntries, fc.boolean())
    .map(([record, changes, extra, extraFirst]) => {
      const values: Record<string, unknown> = { ...record }
      for (const [key, source] of Object.entries(mirror)) values[key] = values[source]
      for (const [key, value] of changes) values[key] = value
      const own = Object.entries(values).filter(([, value]) => value !== OMIT)
      return jsonObjectText(extraFirst ? [...extra, ...own] : [...own, ...extra])
    })
}

const deepNesting = fc
  .tuple(fc.constantFrom(50, 1_000, 20_000), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  )

const brokenJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  '"unterminated',
  'NaN',
  'undefined',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
)

/** Bodies that are not what the call reads: JSON of any type, broken JSON, bytes, nothing. */
export const hostileBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: brokenJson },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 256 }) },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...POLLUTING_KEYS), nastyValue), { minLength: 1 })
      .map(jsonObjectText),
  },
)

/** Mostly near-valid bodies (of the call's own schema), the rest hostile. */
export const bodyOf = (nearValid: fc.Arbitrary<string>, nearValidWeight = 3) =>
  fc.oneof(
    { weight: nearValidWeight, arbitrary: nearValid as fc.Arbitrary<FuzzBody> },
    { weight: 2, arbitrary: hostileBody },
  )

/**
 * A placeholder in a generated body for a value the test knows only when sending (the current
 * TOTP code, a live reset token); `fillPlaceholders` swaps it in.
 */
export const placeholder = (name: string) => `@@${name}@@`

export const fillPlaceholders = async (
  body: FuzzBody,
  values: Record<string, () => string | Promise<string>>,
): Promise<FuzzBody> => {
  if (typeof body !== 'string') return body
  let filled = body
  for (const [name, value] of Object.entries(values)) {
    const quoted = JSON.stringify(placeholder(name))
    if (filled.includes(quoted)) filled = filled.replaceAll(quoted, JSON.stringify(await value()))
  }
  return filled
}
