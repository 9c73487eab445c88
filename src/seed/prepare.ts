// `payload run src/seed/prepare.ts`: brings the database to the committed schema and, in demo
// mode, adds the demo content. `npm run dev` runs it before starting Next.
import config from '@payload-config'
import { getPayload } from 'payload'

import { isDemoMode } from '@/lib/env'
import { migrations } from '@/migrations'

import { seedDemo } from './index'

const payload = await getPayload({ config })
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations as Migrations })
if (isDemoMode()) {
  const started = Date.now()
  await seedDemo(payload)
  payload.logger.info(`Demo content ready (${Date.now() - started} ms)`)
}
process.exit(0)
