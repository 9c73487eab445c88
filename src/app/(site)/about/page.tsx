import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'

import { MembersNote } from '@/components/About/MembersNote'
import { Story } from '@/components/About/Story'
import { StoryLayout } from '@/components/About/StoryLayout'
import { HeroHeader } from '@/components/Page/HeroHeader'
import { PageShell } from '@/components/Page/PageShell'
import { getBiography } from '@/lib/site/biography'
import { publicContent } from '@/lib/site/publicContent'
import { getArtistArt } from '@/lib/site/settings'

export const metadata: Metadata = { title: 'About' }

/** The biography (spec §2 "About page"), written by the team in the CMS, with the portrait. */
export default async function AboutPage() {
  const page = await publicContent((payload) =>
    Promise.all([getBiography(payload), getArtistArt(payload)]),
  )
  if (!page) return null
  const [{ headline, intro, content, membersNote }, { portrait }] = page
  return (
    <PageShell>
      <HeroHeader kicker="About KAIRO" title={headline}>
        {intro && <p>{intro}</p>}
      </HeroHeader>
      <StoryLayout portrait={portrait}>
        <Story>
          <RichText data={content} disableContainer />
        </Story>
      </StoryLayout>
      <MembersNote note={membersNote} />
    </PageShell>
  )
}
