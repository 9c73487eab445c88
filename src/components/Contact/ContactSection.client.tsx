'use client'

import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'
import { Icon } from '@/components/Primitives/Icon'

import { ContactForm, type ContactLimits } from './ContactForm.client'
import { theme } from '@/styles/theme'

/**
 * The form, or after a message went out the 'Thank You!' screen. Focus follows the switch (to
 * the thank-you heading, then back to the first field) so keyboard and screen-reader users are
 * not left on a control that has disappeared.
 */
export function ContactSection({ limits }: { limits: ContactLimits }) {
  const [sent, setSent] = useState(false)
  const switched = useRef(false)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!switched.current) return
    const target = sent ? panel.current?.querySelector('h2') : panel.current?.querySelector('input')
    target?.focus()
  }, [sent])

  const show = (next: boolean) => {
    switched.current = true
    setSent(next)
  }

  return (
    <Card ref={panel}>
      {sent ? (
        <ThankYou>
          <Check aria-hidden="true">
            <Icon width="34" height="34" strokeWidth="3">
              <path d="M5 12.5 10 17.5 19 7" />
            </Icon>
          </Check>
          <Heading tabIndex={-1}>Thank You!</Heading>
          <Note>Your message is with the team. We typically respond within 24-48 hours.</Note>
          <Button type="button" $tone="secondary" onClick={() => show(false)}>
            Send Another Message
          </Button>
        </ThankYou>
      ) : (
        <>
          <Kicker>Send a message</Kicker>
          <Heading>Talk to the team</Heading>
          <ContactForm limits={limits} onSent={() => show(true)} />
        </>
      )}
    </Card>
  )
}

const Card = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(10)};
  }
`

const Heading = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.5rem, 4vw, 2.2rem);
  text-transform: uppercase;

  &:focus {
    outline: none;
  }
`

const ThankYou = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  padding: ${`${theme.space(10)} 0`};
  text-align: center;
`

const Check = styled.span`
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  color: #fff;
  box-shadow: 0 12px 40px -12px ${theme.colors.accent};
`

const Note = styled.p`
  max-width: 40ch;
  margin: 0 0 ${theme.space(2)};
  color: ${theme.colors.muted};
`
