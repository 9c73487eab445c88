import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import { migrations } from '@/migrations'

type Migrations = NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']

/** The Payload instance of this test file, on its own database with the committed schema. */
export const getTestPayload = async (): Promise<Payload> => {
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations: migrations as Migrations })
  return payload
}
