import { summariseUserAgent } from '@/lib/auth/userAgent'

import type { ActiveSession } from './types'

/** The name a person recognises a session by: its device name, else its browser and system. */
export const describeDevice = (session: Pick<ActiveSession, 'deviceName' | 'userAgent'>) =>
  session.deviceName?.trim() || summariseUserAgent(session.userAgent) || 'Unknown device'
