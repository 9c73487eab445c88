import { useContext } from 'react'

import { SessionContext, type SessionValue } from './sessionContext'

export function useSession(): SessionValue {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it')
  return session
}

export { SESSION_STALE_MS, type SessionStatus, type SessionValue } from './sessionContext'
