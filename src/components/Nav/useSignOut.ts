import { useState } from 'react'

import { useSession } from '@/components/Session/useSession'

/** Logout from the navigation: 'Signing Out...' while it runs, then off to the landing page. */
export function useSignOut() {
  const { logout } = useSession()
  const [signingOut, setSigningOut] = useState(false)

  const signOut = async () => {
    setSigningOut(true)
    try {
      await logout({ redirectTo: '/landing' })
    } finally {
      setSigningOut(false)
    }
  }

  return { signingOut, signOut }
}
