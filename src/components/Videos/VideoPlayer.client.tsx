'use client'

import { type MouseEvent, useEffect, useId, useRef } from 'react'

import { Button } from '@/components/Form/buttons'
import { Icon } from '@/components/Primitives/Icon'

import { Bar, Dialog, IconButton, Stage, Title } from './VideoPlayer.styles'
import { embedUrl } from './videoCard'
import { useFullscreen } from './useFullscreen'
import { useScrollLock } from '@/components/Primitives/useScrollLock'

type Props = { youtubeId: string; title: string; onClose: () => void }

/**
 * The embedded player over the whole page. A native modal <dialog> makes the rest of the page
 * inert, so Tab cycles through the controls and the YouTube frame only; Escape arrives as its
 * cancel event. It is mounted only while open, so closing is unmounting.
 */
export function VideoPlayer({ youtubeId, title, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const fullscreen = useFullscreen(stage)
  useScrollLock(true)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    element.showModal()
    return () => {
      element.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  // Only a click on the dialog's own padding, around the player, counts as the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <Dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={closeOnBackdrop}
    >
      <Bar>
        <Button type="button" $tone="secondary" $size="sm" onClick={onClose}>
          <Icon width="16" height="16">
            <path d="M19 12H5M11 18l-6-6 6-6" />
          </Icon>
          Back to Videos
        </Button>
        <Title id={titleId}>{title}</Title>
        <IconButton
          type="button"
          aria-label={fullscreen.active ? 'Exit fullscreen' : 'Enter fullscreen'}
          onClick={fullscreen.toggle}
        >
          <Icon width="20" height="20">
            {fullscreen.active ? (
              <path d="M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3" />
            ) : (
              <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />
            )}
          </Icon>
        </IconButton>
        <IconButton type="button" aria-label="Close player" onClick={onClose}>
          <Icon width="20" height="20">
            <path d="M18 6 6 18M6 6l12 12" />
          </Icon>
        </IconButton>
      </Bar>
      <Stage ref={stage}>
        <iframe
          src={embedUrl(youtubeId)}
          title={`${title} (YouTube video player)`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Stage>
    </Dialog>
  )
}
