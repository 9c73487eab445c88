'use client'

import { type KeyboardEvent, useState } from 'react'

import { CloseIcon } from '@/components/Primitives/CloseIcon'

import { dismiss } from './toast'
import type { ToastRecord } from './toastState'
import { Close, Description, Item, Title } from './Toast.styles'
import { useSwipeToDismiss } from './useSwipeToDismiss'
import { useToastTimer } from './useToastTimer'

export function ToastItem({ toast }: { toast: ToastRecord }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const close = () => dismiss(toast.id)
  const { swiping, handlers } = useSwipeToDismiss(close)
  useToastTimer(toast.duration, hovered || focused || swiping, close)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close()
  }

  const destructive = toast.variant === 'destructive'
  return (
    <Item
      $variant={toast.variant}
      $swiping={swiping}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <Title>{toast.title}</Title>
      {toast.description ? <Description>{toast.description}</Description> : null}
      <Close type="button" aria-label="Close" onClick={close}>
        <CloseIcon />
      </Close>
    </Item>
  )
}
