'use client'

import { useRouter } from 'next/navigation'

import { Button } from '@/components/Form/buttons'
import { PURCHASE_BUTTON_ATTRIBUTE } from '@/components/Player/usePreviewAudio'
import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { useLoginRequired } from './useLoginRequired'

/**
 * 'Buy $x.yy' (or 'Name your price'): checkout for a member, the sign-in page (then back here)
 * for anyone else.
 */
export function PurchaseButton({ trackId, releaseId, title, label }: Props) {
  const router = useRouter()
  const { signedInUser, requireLogin } = useLoginRequired()

  const buy = async () => {
    // A click before the session check settles asks the server rather than guessing.
    if (await signedInUser()) {
      router.push(
        releaseId
          ? `/checkout?releaseId=${encodeURIComponent(releaseId)}`
          : `/checkout?trackId=${encodeURIComponent(trackId!)}`,
      )
      return
    }
    requireLogin()
  }

  return (
    <Button
      type="button"
      $tone="primary"
      $size="md"
      onClick={buy}
      {...{ [PURCHASE_BUTTON_ATTRIBUTE]: '' }}
    >
      {label}
      <VisuallyHidden> {title}</VisuallyHidden>
    </Button>
  )
}

/** A track's button, or a release's (`releaseId`). */
type Props = { trackId?: string; releaseId?: string; title: string; label: string }
