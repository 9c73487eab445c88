import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf, executePrepared } from '@/lib/db/sql'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** The names of the statements prepared on the connection that runs this one (itself included). */
const preparedHere = (marker: string) =>
  sql`SELECT name, ${marker}::text AS marker FROM pg_prepared_statements
    WHERE statement LIKE '%' || 'pg_prepared_statements' || '%' ORDER BY name`

describe('statements the app sends in a loop', () => {
  it('run as named prepared statements, one name per text, whatever the values', async () => {
    const first = await executePrepared<{ name: string; marker: string }>(
      payload,
      preparedHere('one'),
    )
    const second = await executePrepared<{ name: string; marker: string }>(
      payload,
      preparedHere('two'),
    )
    // Each run sees itself among its connection's prepared statements, under a stable name.
    expect(first.map((row) => row.marker)).toContain('one')
    expect(second.map((row) => row.marker)).toContain('two')
    const names = new Set([...first, ...second].map((row) => row.name))
    expect(names.size).toBe(1)
    expect([...names][0]).toMatch(/^artist_[\w-]{22}$/)
    // An unnamed statement is never listed.
    const { rows } = await drizzleOf(payload).execute(
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%unnamed-marker%'`,
    )
    expect(rows).toEqual([{ n: 0 }])
  })

  it('give the rows, types and nulls an unnamed statement gives', async () => {
    const query = sql`SELECT ${'a'}::text AS text, ${2}::int AS number, now() AS at,
      NULL::text AS nothing, ARRAY[${'x'}, ${'y'}] AS list`
    const [prepared] = await executePrepared<Record<string, unknown>>(payload, query)
    const [unnamed] = (await drizzleOf(payload).execute(query)).rows
    expect(Object.keys(prepared)).toEqual(['text', 'number', 'at', 'nothing', 'list'])
    expect({ ...prepared, at: typeof prepared.at }).toEqual({ ...unnamed, at: typeof unnamed.at })
    expect(prepared.at).toEqual(expect.any(String))
  })

  it('report a failing statement as an error, and the connection serves the next one', async () => {
    // As drizzleOf(payload).execute reports it: the query, with PostgreSQL's error as its cause.
    const failed = await executePrepared(payload, sql`SELECT 1 / ${0}::int AS never`).catch(
      (error: Error) => error,
    )
    expect((failed as Error & { cause?: Error }).cause?.message).toMatch(/division by zero/)
    expect(await executePrepared(payload, sql`SELECT 1 / ${1}::int AS once`)).toEqual([{ once: 1 }])
  })
})
