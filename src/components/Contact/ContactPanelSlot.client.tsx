'use client'

import dynamic from 'next/dynamic'
import { Suspense } from 'react'

import type { ContactLimits } from './ContactForm.client'

// The form (react-hook-form, styled-components) arrives in its own chunk, after the page's
// code: the server still renders it, and the Suspense boundary lets the rest of the page
// hydrate without waiting for it.
const ContactPanel = dynamic(() =>
  import('./ContactPanel.client').then((module) => module.ContactPanel),
)

/** The contact form and its 'Thank You!' screen, loaded lazily with their HTML kept. */
export function ContactPanelSlot({ limits }: { limits: ContactLimits }) {
  return (
    <Suspense>
      <ContactPanel limits={limits} />
    </Suspense>
  )
}
