'use client'

import { deferredIsland } from '@/components/Primitives/deferredIsland.client'

// The form, react-hook-form and styled-components arrive once the page is done, or as the
// visitor scrolls near the footer; the server still renders the form.
const NewsletterForm = deferredIsland(() =>
  import('./NewsletterForm.client').then((module) => module.NewsletterForm),
)

/** The footer's sign-up; the server footer around it ships no JavaScript. */
export function NewsletterSlot() {
  return <NewsletterForm />
}
