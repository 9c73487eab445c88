'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'

import { panelFrame } from './panelFrame'
import { theme } from '@/styles/theme'

// The panel, the chat and its store load on first use: every page ships only this button.
const loadPanel = () => import('./ChatPanel.client')
const preload = () => void loadPanel()
const ChatPanel = dynamic(() => loadPanel().then((module) => module.ChatPanel), {
  ssr: false,
  loading: () => <Loading role="status">Loading chat…</Loading>,
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
    <Toggle
      ref={toggle}
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
    </Toggle>
  )
}

const Toggle = styled.button`
  position: fixed;
  right: ${theme.space(6)};
  bottom: ${theme.space(6)};
  z-index: 55;
  display: grid;
  place-items: center;
  width: 62px;
  height: 62px;
  padding: 0;
  border: 2px solid rgb(255 255 255 / 0.14);
  border-radius: 50%;
  background: ${theme.colors.accent};
  box-shadow:
    0 14px 36px -10px rgb(225 29 72 / 0.8),
    0 6px 18px rgb(0 0 0 / 0.5);
  color: #fff;
  cursor: pointer;
  transition:
    transform 150ms ease,
    background 150ms ease;

  &:hover {
    background: ${theme.colors.accentStrong};
    transform: translateY(-2px) scale(1.04);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.text};
    outline-offset: 3px;
  }

  @media (max-width: 520px) {
    right: ${theme.space(4)};
    bottom: ${theme.space(4)};
    width: 56px;
    height: 56px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`

const Loading = styled.div`
  ${panelFrame}
  align-items: center;
  justify-content: center;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`
