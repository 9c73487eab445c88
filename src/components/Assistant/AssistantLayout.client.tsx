'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

type Props = { hero: ReactNode; chat: ReactNode; topics: ReactNode }

/**
 * On a desktop the chat stands beside the title, so the input is on the first screen; below
 * that the title, the chat and then the topics, one under another.
 */
export function AssistantLayout({ hero, chat, topics }: Props) {
  return (
    <Grid>
      <Area $name="hero">{hero}</Area>
      <Area $name="chat">{chat}</Area>
      <Area $name="topics">{topics}</Area>
    </Grid>
  )
}

const Grid = styled.div`
  display: grid;
  grid-template-areas: 'hero' 'chat' 'topics';
  gap: ${theme.space(10)};

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-areas: 'hero chat' 'topics chat';
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.35fr);
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space(12)};
  }
`

const Area = styled.div<{ $name: string }>`
  grid-area: ${({ $name }) => $name};
  min-width: 0;
`
