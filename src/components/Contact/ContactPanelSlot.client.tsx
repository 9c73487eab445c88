'use client'

import dynamic from 'next/dynamic'

import type { ContactLimits } from './ContactForm.client'

// The form (react-hook-form, styled-components) arrives in its own chunk, which the page
// preloads with its own. No Suspense boundary of ours around it: React 19.2 sends a boundary
// larger than 500 bytes after 12.8 kB of page apart from the page ("outlined") and reveals it
// up to 300 ms after the first paint, so the form would appear after the page and push the
// contact details down (a layout shift of 0.48 on a phone). Without one, the server's HTML
// holds the form in place and the page hydrates once its chunk is in.
/** The contact form and its 'Thank You!' screen, loaded as their own chunk, HTML in place. */
export const ContactPanelSlot = dynamic<{ limits: ContactLimits }>(() =>
  import('./ContactPanel.client').then((module) => module.ContactPanel),
)
