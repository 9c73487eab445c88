import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { MembersNote } from '@/components/About/MembersNote'
import { Story } from '@/components/About/Story'
import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { getBiography } from '@/lib/site/biography'
import { publicContent } from '@/lib/site/publicContent'

export const metadata: Metadata = { title: 'About' }

/** The biography (spec §2 "About page"), written by the team in the CMS. */
export default async function AboutPage() {
  const biography = await publicContent(getBiography)
  if (!biography) return null
  const { headline, intro, content, membersNote } = biography
  return (
    <PageShell>
      <HeroHeader kicker="About KAIRO" title={headline}>
        {intro && <p>{intro}</p>}
      </HeroHeader>
      <Story>
        <RichText data={content} disableContainer />
      </Story>
      <MembersNote note={membersNote} />
    </PageShell>
  )
}
