'use client'

import Image from 'next/image'
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react'

import { Icon } from '@/components/Primitives/Icon'
import { useDialogFocus } from '@/components/Nav/useDialogFocus'
import type { PublicPhoto } from '@/lib/catalogue/photos'

import { wrapIndex } from './gallery'
import {
  CloseButton,
  Controls,
  Counter,
  Description,
  Frame,
  Info,
  Kind,
  Overlay,
  Panel,
  StepButton,
  Title,
  Top,
} from './Lightbox.styles'
import { useScrollLock } from '@/components/Primitives/useScrollLock'

type Props = {
  photos: PublicPhoto[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** The tile that opened it, where focus returns on closing. */
  opener: RefObject<HTMLElement | null>
}

const TITLE_ID = 'lightbox-title'

// The frame is at most 1100px wide, inside 32px of padding a side from md (12px below).
const LIGHTBOX_SIZES =
  '(min-width: 1164px) 1100px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 24px)'

/** One photo at a time over the page; Previous and Next wrap around the filtered list. */
export function Lightbox({ photos, index, onIndexChange, onClose, opener }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogFocus(true, panel, opener)
  useScrollLock(true)
  const total = photos.length
  const current = Math.min(index, total - 1)
  const photo = photos[current]
  const step = (by: number) => onIndexChange(wrapIndex(current, by, total))

  // On the document, not the dialog: a click on the photo can leave focus on the body.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
      else if (event.key === 'ArrowRight') onIndexChange(wrapIndex(current, 1, total))
      else if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(current, -1, total))
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [current, total, onClose, onIndexChange])

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <Overlay onClick={onBackdrop}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        onKeyDown={trapTab}
      >
        <Top>
          <Counter aria-live="polite">
            {current + 1} / {total}
          </Counter>
          <CloseButton type="button" onClick={onClose}>
            Close
            <Icon width="18" height="18">
              <path d="M6 6l12 12M18 6L6 18" />
            </Icon>
          </CloseButton>
        </Top>
        <Frame $ratio={photo.width && photo.height ? photo.width / photo.height : null}>
          <Image key={photo.id} src={photo.imageUrl} alt={photo.alt} fill sizes={LIGHTBOX_SIZES} />
        </Frame>
        <Info>
          <Kind>{photo.category.label}</Kind>
          <Title id={TITLE_ID}>{photo.title}</Title>
          {photo.description && <Description>{photo.description}</Description>}
        </Info>
        <Controls>
          <StepButton type="button" onClick={() => step(-1)}>
            <Icon width="18" height="18">
              <path d="M15 6l-6 6 6 6" />
            </Icon>
            Previous
          </StepButton>
          <StepButton type="button" onClick={() => step(1)}>
            Next
            <Icon width="18" height="18">
              <path d="M9 6l6 6-6 6" />
            </Icon>
          </StepButton>
        </Controls>
      </Panel>
    </Overlay>
  )
}
