'use client'

import dynamic from 'next/dynamic'
import { Suspense } from 'react'

// The form and react-hook-form arrive in their own chunk, after the page's code: the server
// still renders the form, and the Suspense boundary below lets the rest of the page hydrate
// without waiting for it.
const NewsletterForm = dynamic(() =>
  import('./NewsletterForm.client').then((module) => module.NewsletterForm),
)

/** The footer's sign-up, loaded lazily; the server footer around it ships no JavaScript. */
export function NewsletterSlot() {
  return (
    <Suspense>
      <NewsletterForm />
    </Suspense>
  )
}
