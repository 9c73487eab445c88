'use client'

import styled from 'styled-components'

import { Icon } from '@/components/Primitives/Icon'
import { theme } from '@/styles/theme'

/** What the page shows before the first track is published. */
export function MusicEmpty() {
  return (
    <Panel>
      <Icon width="48" height="48">
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </Icon>
      <Heading>MUSIC LIBRARY INITIALIZING</Heading>
      <Note>NEW RELEASES LOADING • CHECK BACK SOON</Note>
    </Panel>
  )
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${`${theme.space(16)} ${theme.space(6)}`};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.accentText};
  text-align: center;
`

const Heading = styled.h2`
  margin: 0;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.display};
  font-size: clamp(1.3rem, 4vw, 2rem);
`

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-weight: 700;
  letter-spacing: 0.16em;
`
