import type { Metadata } from 'next'

import { contactDetails } from '@/components/Contact/contactDetails'
import { ContactInfo } from '@/components/Contact/ContactInfo'
import { ContactLayout } from '@/components/Contact/ContactLayout'
import { ContactSection } from '@/components/Contact/ContactSection'
import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { CONTACT_LIMITS } from '@/lib/validation/contact'

export const metadata: Metadata = { title: 'Contact' }

/** The contact page (spec §2 "Contact page"): the form and the ways to reach the team. */
export default async function ContactPage() {
  const details = await contactDetails()
  return (
    <PageShell>
      <HeroHeader kicker="KAIRO · Contact" title="GET IN TOUCH">
        <p>Bookings, features, press or a word for the artist: it all lands with the team.</p>
      </HeroHeader>
      <ContactLayout>
        <ContactSection limits={CONTACT_LIMITS} />
        <ContactInfo {...details} />
      </ContactLayout>
    </PageShell>
  )
}
