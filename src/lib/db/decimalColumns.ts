import type { postgresAdapter } from '@payloadcms/db-postgres'
import { numeric } from '@payloadcms/db-postgres/drizzle/pg-core'

type PostgresSchemaHook = NonNullable<
  Parameters<typeof postgresAdapter>[0]['afterSchemaInit']
>[number]

/**
 * Payload stores number fields as unbounded `numeric`; money is `numeric(10,2)` (spec §3), so
 * the database itself keeps two decimal places. Table → drizzle key → column name.
 */
const MONEY_COLUMNS: ReadonlyArray<[table: string, key: string, column: string]> = [
  ['tracks', 'price', 'price'],
  ['_tracks_v', 'version_price', 'version_price'],
  ['tracks', 'suggestedPrice', 'suggested_price'],
  ['_tracks_v', 'version_suggestedPrice', 'version_suggested_price'],
  ['tracks', 'maximumPrice', 'maximum_price'],
  ['_tracks_v', 'version_maximumPrice', 'version_maximum_price'],
  ['releases', 'price', 'price'],
  ['_releases_v', 'version_price', 'version_price'],
  ['releases', 'suggestedPrice', 'suggested_price'],
  ['_releases_v', 'version_suggestedPrice', 'version_suggested_price'],
  ['releases', 'maximumPrice', 'maximum_price'],
  ['_releases_v', 'version_maximumPrice', 'version_maximum_price'],
  ['purchases', 'amount', 'amount'],
]

export const decimalColumns: PostgresSchemaHook = ({ extendTable, schema }) => {
  for (const [tableName, key, column] of MONEY_COLUMNS) {
    const table = schema.tables[tableName]
    if (!table) throw new Error(`decimalColumns: no table ${tableName}`)
    const existing = (table as unknown as Record<string, { notNull?: boolean }>)[key]
    if (!existing) throw new Error(`decimalColumns: no column ${tableName}.${key}`)
    const builder = numeric(column, { precision: 10, scale: 2, mode: 'number' })
    extendTable({ table, columns: { [key]: existing.notNull ? builder.notNull() : builder } })
  }
  return schema
}
