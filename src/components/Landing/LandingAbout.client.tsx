'use client'

import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { theme } from '@/styles/theme'

/** A short version of the story, with the way to the full About page. */
export function LandingAbout({
  intro,
  membersNote,
}: {
  intro: string | null
  membersNote: string
}) {
  return (
    <Body>
      {intro && <Lead>{intro}</Lead>}
      <p>
        From the Bronx block parties to sold-out hometown shows: a new album is in the works for
        2025 and a tour runs through 2025-26. {membersNote}
      </p>
      <ButtonLink href="/about" $tone="secondary">
        Read the full story
      </ButtonLink>
    </Body>
  )
}

const Body = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  justify-items: start;
  max-width: 70ch;
  color: ${theme.colors.muted};
  font-size: 1.05rem;

  p {
    margin: 0;
  }
`

const Lead = styled.p`
  color: ${theme.colors.text};
  font-size: clamp(1.25rem, 2.6vw, 1.7rem);
  font-weight: 700;
  line-height: 1.35;
`
