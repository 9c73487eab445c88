'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { ASSISTANT_NAME } from './chatContent'
import { theme } from '@/styles/theme'

type Props = {
  titleId: string
  /** A control on the right, e.g. the widget's minimise button. */
  action?: ReactNode
}

/** Who is talking: the assistant's mark, its name and what it knows about. */
export function ChatHeader({ titleId, action }: Props) {
  return (
    <Header>
      <Mark aria-hidden="true">K</Mark>
      <Names>
        <Title id={titleId}>{ASSISTANT_NAME}</Title>
        <Status>
          <Dot aria-hidden="true" />
          Music, drops &amp; the story
        </Status>
      </Names>
      {action}
    </Header>
  )
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${`${theme.space(3)} ${theme.space(3)} ${theme.space(3)} ${theme.space(4)}`};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(4)} ${theme.space(4)} ${theme.space(4)} ${theme.space(5)}`};
  }
  border-bottom: 1px solid ${theme.colors.border};
  background:
    radial-gradient(120% 160% at 0% 0%, rgba(225, 29, 72, 0.28), transparent 60%),
    ${theme.colors.surfaceRaised};
`

const Mark = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  background: ${theme.colors.accent};
  box-shadow: 0 0 0 3px rgba(225, 29, 72, 0.25);
  color: #fff;
  font-family: ${theme.fonts.display};
  font-size: 1.2rem;
  font-weight: 900;
`

const Names = styled.div`
  display: grid;
  flex: 1 1 auto;
  gap: 2px;
  min-width: 0;
`

const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.05rem;
  letter-spacing: 0.04em;
  line-height: 1.1;
  text-transform: uppercase;
`

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.8rem;
`

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${theme.colors.success};
  box-shadow: 0 0 0 3px rgba(34, 197, 94, 0.2);
`
