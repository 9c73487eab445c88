'use client'

import { useState } from 'react'

import { Button } from '@/components/Form/buttons'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'
import { apiFetch } from '@/lib/api/client'
import type { PublicUser } from '@/lib/auth/publicUser'

const RELOAD_AFTER_MS = 1000

/** Demo mode only: signs in as the demo admin (spec §4 "Admin test login"). */
export function AdminLoginButton() {
  const { refresh } = useSession()
  const [pending, setPending] = useState(false)

  const signIn = async () => {
    setPending(true)
    try {
      await apiFetch<{ user: PublicUser }>('/api/admin-login', { method: 'POST' })
      toast({ title: 'Admin Login Successful', description: 'Signed in as the demo admin.' })
      await refresh({ force: true })
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
    } catch {
      toast({
        title: 'Admin Login Failed',
        description: 'Unable to log in as admin user.',
        variant: 'destructive',
      })
      setPending(false)
    }
  }

  return (
    <Button type="button" $tone="secondary" $size="sm" onClick={signIn} aria-busy={pending}>
      Admin Login (Test)
    </Button>
  )
}
