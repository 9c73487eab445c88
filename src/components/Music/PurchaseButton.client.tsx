'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { Button } from '@/components/Form/buttons'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import { useSession } from '@/components/Session/useSession'
import { toast } from '@/components/Toast/toast'

// Long enough to read the toast's title before the sign-in page replaces this one (spec §9).
const LOGIN_REDIRECT_MS = 500

/** 'Buy $x.yy': checkout for a member, the sign-in page (then back here) for anyone else. */
export function PurchaseButton({ trackId, title, price }: Props) {
  const router = useRouter()
  const { status, user, refresh } = useSession()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const buy = async () => {
    // A click before the session check settles asks the server rather than guessing.
    const signedIn = status === 'loading' ? Boolean(await refresh()) : Boolean(user)
    if (signedIn) {
      router.push(`/checkout?trackId=${encodeURIComponent(trackId)}`)
      return
    }
    toast({ title: 'Login Required', description: 'Please login to purchase tracks.' })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => router.push('/auth?next=/music'), LOGIN_REDIRECT_MS)
  }

  return (
    <Button type="button" $tone="primary" $size="md" onClick={buy}>
      Buy ${price}
      <VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  )
}

type Props = { trackId: string; title: string; price: string }
