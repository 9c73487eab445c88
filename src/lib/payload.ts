import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The one way server code reaches Payload's Local API. `cron` starts the job runners in this
 * process (Payload only starts them on its own for the CMS's routes): the files of a track are
 * made, and unfinished ones picked up again, whether or not anyone opened the CMS.
 */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config, cron: true })
