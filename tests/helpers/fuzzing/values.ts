import fc from 'fast-check'

/**
 * Values for fuzzing: hostile text and values of every type for tampered fields, and valid
 * values that are still hostile (injections, unicode) for the fields a call accepts.
 */

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT NULL, version() --",
  "'; SELECT pg_sleep(5); --",
  '$1',
  "\\'",
  '::uuid',
  '%',
  '_',
  '*',
  '{"$ne": null}',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%00',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202e\u0041',
  '\ufeff',
  '\r\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'prototype',
  '🎵🎶',
  'Ǆ\u0301\u0308',
]

/** One large value of a common size, so limits and slow paths are met (a megabyte rarely). */
const hugeString = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(257, 1_001, 5_001, 70_000) },
      { weight: 1, arbitrary: fc.constant(1_000_000) },
    ),
    fc.constantFrom('a', '€', '0', ' '),
  )
  .map(([length, char]) => char.repeat(length))

const surrogateString = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
})

const textVariants = [
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: surrogateString },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string(), fc.constantFrom(...INJECTIONS), fc.string())
      .map((parts) => parts.join('')),
  },
]

/**
 * Text meant to break things, short enough for a URL or a header: unicode of every width,
 * control characters and lone surrogates, injections.
 */
export const nastyText: fc.Arbitrary<string> = fc.oneof(...textVariants)

/** `nastyText`, and now and then a very long string (bodies only: up to a megabyte). */
export const nastyString: fc.Arbitrary<string> = fc.oneof(...textVariants, {
  weight: 1,
  arbitrary: hugeString,
})

/** Keys that try to reach an object's prototype, or shadow what a handler reads. */
export const POLLUTING_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
]

/** Any JSON value of a wrong type or odd content: what a field holds when it is tampered with. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -0, 1e308, -1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...POLLUTING_KEYS), fc.jsonValue({ maxDepth: 2 })),
  },
)

/**
 * Text a field accepts (length within `min`..`max` once trimmed) that is still hostile:
 * injections, unicode, control characters. Valid values are where stored text is tested.
 */
export const validText = (min: number, max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    nastyText
      .map((text) => text.slice(0, max))
      .filter((text) => text.trim().length >= min && text.length <= max),
  )

/** Addresses the forms accept (zod's rule is stricter than RFC 5322's). */
export const validEmail: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_+-]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, domain, top]) => `${local}@${domain}.${top}`)

/** Addresses valid or nearly so: long, padded, upper-case, unicode, doubled signs. */
export const edgeEmail: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: validEmail },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1, 64, 65, 250, 3_000)
      .map((length) => `${'a'.repeat(length)}@example.test`),
  },
  // Random letters do not compress: a long one meets the size limit of an index entry.
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 240 })
      .chain((local) => fc.constantFrom(local, local.repeat(12)))
      .map((local) => `${local}@example.test`),
  },
  { weight: 1, arbitrary: validEmail.map((email) => `  ${email.toUpperCase()}\t`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'fän@exämple.test',
      'a@b',
      'a@@b.test',
      '.a@b.test',
      'a..b@c.test',
      'a@b.test.',
      '"quoted"@example.test',
      'a+tag@example.test',
      'a@[127.0.0.1]',
      "o'brien@example.test",
      'a@example.test\u0000',
    ),
  },
)

/** Passwords that meet the five criteria, some near the length limit. */
export const strongPassword: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: 'grapheme-ascii', minLength: 4, maxLength: 20 }),
    fc.constantFrom('', 'x'.repeat(100), '🎵'),
  )
  .map(([middle, padding]) => `Aa1!${middle}${padding}`)
