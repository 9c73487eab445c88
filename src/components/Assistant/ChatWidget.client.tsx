'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/Primitives/Icon'

import frame from './panelFrame.module.css'

// The panel, the chat and its store load on first use: every page ships only this button.
const loadPanel = () => import('./ChatPanel.client')
const preload = () => void loadPanel()
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), {
  ssr: false,
  loading: () => (
    <div className={`${frame.frame} ${frame.loading}`} role="status">
      Loading chat…
    </div>
  ),
})

/** The page is the chat there; the widget would only repeat it. */
const CHAT_PAGE = '/ai-assistant'

/**
 * The floating assistant on every page of the site (spec §2): collapsed to a round button, or
 * open. It lives in the layout, so it and the conversation stay put across client navigation.
 */
export function ChatWidget() {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    toggle.current?.focus()
  }, [open])

  const minimise = useCallback(() => {
    returnFocus.current = true
    setOpen(false)
  }, [])

  if (pathname === CHAT_PAGE) return null
  if (open) return <ChatPanel onMinimise={minimise} />
  return (
    <button
      ref={toggle}
      className={frame.toggle}
      type="button"
      aria-label="Open chat assistant"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon width="28" height="28">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth="3" />
      </Icon>
    </button>
  )
}
