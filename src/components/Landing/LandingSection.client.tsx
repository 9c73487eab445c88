'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'

import { Kicker } from '@/components/Page/Kicker'
import { theme } from '@/styles/theme'

type Props = { id: string; kicker: string; title: string; more?: ReactNode; children: ReactNode }

/** One band of the landing page, reachable by its anchor (#music, #videos, #about, #photos). */
export function LandingSection({ id, kicker, title, more, children }: Props) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Head>
        <div>
          <Kicker>{kicker}</Kicker>
          <Title id={`${id}-title`}>{title}</Title>
        </div>
        {more}
      </Head>
      {children}
    </Section>
  )
}

const Section = styled.section`
  display: grid;
  gap: ${theme.space(6)};
  padding: ${`${theme.space(12)} 0`};
  border-top: 1px solid ${theme.colors.border};
  /* The sticky navigation bar must not cover the title after an anchor jump. */
  scroll-margin-top: 80px;
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(4)};
`

const Title = styled.h2`
  margin: ${`${theme.space(2)} 0 0`};
  font-family: ${theme.fonts.display};
  font-size: clamp(2rem, 5vw, 3.25rem);
  line-height: 1;
  text-transform: uppercase;
`
