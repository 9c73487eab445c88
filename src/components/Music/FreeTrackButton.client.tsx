'use client'

import { useRef, useState } from 'react'

import { errorMessage } from '@/components/Form/errorMessage'
import { Button, ButtonLink } from '@/components/Form/buttons'
import { useAddOwnedTrack } from '@/components/Player/OwnedTracks.client'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'
import { toast } from '@/components/Toast/toast'
import { ApiError, apiFetch } from '@/lib/api/client'

import { useLoginRequired } from './useLoginRequired'

type Props = { trackId: string; title: string; owned: boolean }

/**
 * 'Get it free': a free track joins the member's library as a $0.00 purchase through the same
 * call a paid checkout opens with (POST /api/create-payment-intent answers a free track with
 * { granted: true }), and is then downloadable from the dashboard. Signed out, it asks for a
 * login exactly as 'Buy' does. Once the track is in the library it links to the dashboard.
 */
export function FreeTrackButton({ trackId, title, owned }: Props) {
  const { signedInUser, requireLogin } = useLoginRequired()
  const addOwned = useAddOwnedTrack()
  const [busy, setBusy] = useState(false)
  // State lags a render behind; the ref stops a double click from sending two requests.
  const working = useRef(false)

  if (owned) {
    return (
      <ButtonLink href="/dashboard" $tone="secondary" $size="md">
        In your library
        <VisuallyHidden> {title}</VisuallyHidden>
      </ButtonLink>
    )
  }

  const addToLibrary = async (memberId: string) => {
    try {
      await apiFetch('/api/create-payment-intent', { method: 'POST', body: { trackId } })
      toast({
        title: 'Added to your library',
        description: `${title} is in your dashboard, ready to play and download.`,
      })
      addOwned(trackId, memberId)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) requireLogin()
      // The member already has it (added in another tab, say): the library link is the answer.
      else if (error instanceof ApiError && error.status === 409) addOwned(trackId, memberId)
      else
        toast({
          variant: 'destructive',
          title: 'Could Not Add Track',
          description: errorMessage(error),
        })
    }
  }

  const getIt = async () => {
    if (working.current) return
    working.current = true
    setBusy(true)
    try {
      const member = await signedInUser()
      if (member) await addToLibrary(member.id)
      else requireLogin()
    } finally {
      working.current = false
      setBusy(false)
    }
  }

  return (
    <Button
      type="button"
      $tone="primary"
      $size="md"
      aria-disabled={busy || undefined}
      onClick={getIt}
    >
      {busy ? 'Adding...' : 'Get it free'}
      <VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  )
}
