'use client'

import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'
import { theme } from '@/styles/theme'

/** The members' call to action under the story; sign-in brings the visitor back here. */
export function MembersNote({ note }: { note: string }) {
  return (
    <Panel aria-labelledby="members-note">
      <div>
        <Kicker>Members</Kicker>
        <Note id="members-note">{note}</Note>
      </div>
      <ButtonLink href="/auth?next=/about" $size="lg">
        Become a member
      </ButtonLink>
    </Panel>
  )
}

// A banner: the note and the button stacked on a phone, side by side from the md width up.
const Panel = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space(5)};
  padding: ${`${theme.space(8)} ${theme.space(6)}`};
  border-block: 2px solid ${theme.colors.accent};
  background: linear-gradient(120deg, rgba(225, 29, 72, 0.25), ${theme.colors.surface} 55%);

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${`${theme.space(10)} ${theme.space(10)}`};
  }
`

const Note = styled.p`
  margin: ${`${theme.space(2)} 0 0`};
  font-family: ${theme.fonts.display};
  font-size: clamp(1.3rem, 3.5vw, 1.9rem);
  font-weight: 900;
  line-height: 1.1;
  text-transform: uppercase;
`
