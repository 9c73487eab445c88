'use client'

import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'
import { Icon } from '@/components/Primitives/Icon'

import { ContactForm, type ContactLimits } from './ContactForm.client'
import styles from './ContactSection.module.css'

/**
 * The form, or after a message went out the 'Thank You!' screen. Focus follows the switch (to
 * the thank-you heading, then back to the first field) so keyboard and screen-reader users are
 * not left on a control that has disappeared.
 */
export function ContactPanel({ limits }: { limits: ContactLimits }) {
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
    <div className={styles.panel} ref={panel}>
      {sent ? (
        <div className={styles.thankYou}>
          <span className={styles.check} aria-hidden="true">
            <Icon width="34" height="34" strokeWidth="3">
              <path d="M5 12.5 10 17.5 19 7" />
            </Icon>
          </span>
          <h2 className={styles.heading} tabIndex={-1}>
            Thank You!
          </h2>
          <p className={styles.note}>
            Your message is with the team. We typically respond within 24-48 hours.
          </p>
          <Button type="button" $tone="secondary" onClick={() => show(false)}>
            Send Another Message
          </Button>
        </div>
      ) : (
        <>
          <Kicker>Send a message</Kicker>
          <h2 className={styles.heading}>Talk to the team</h2>
          <ContactForm limits={limits} onSent={() => show(true)} />
        </>
      )}
    </div>
  )
}
