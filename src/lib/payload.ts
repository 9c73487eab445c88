import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way server code reaches Payload's Local API. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
