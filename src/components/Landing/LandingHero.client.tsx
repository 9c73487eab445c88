'use client'

import styled from 'styled-components'

import { ButtonLink } from '@/components/Form/buttons'
import { Kicker } from '@/components/Page/Kicker'
import { theme } from '@/styles/theme'

/** The first screen: who the artist is and the two ways into the music. */
export function LandingHero({ artist, tagline }: { artist: string; tagline: string | null }) {
  return (
    <Hero aria-labelledby="landing-title">
      <Kicker>Hip-hop · New York</Kicker>
      <Title id="landing-title">{artist}</Title>
      {tagline && <Tagline>{tagline}</Tagline>}
      <Actions>
        <ButtonLink href="#music" $size="lg">
          Listen Now
        </ButtonLink>
        <ButtonLink href="#music" $size="lg" $tone="secondary">
          Buy Music
        </ButtonLink>
      </Actions>
    </Hero>
  )
}

const Hero = styled.section`
  display: grid;
  align-content: center;
  gap: ${theme.space(6)};
  min-height: min(78vh, 760px);
  padding: ${`${theme.space(16)} 0 ${theme.space(10)}`};
`

const Title = styled.h1`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-weight: 900;
  font-size: clamp(4rem, 16vw, 12rem);
  line-height: 0.85;
  letter-spacing: -0.02em;
  text-transform: uppercase;
  background: linear-gradient(100deg, ${theme.colors.text} 40%, ${theme.colors.accentText});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

const Tagline = styled.p`
  max-width: 44ch;
  margin: 0;
  color: ${theme.colors.muted};
  font-size: clamp(1.05rem, 2.2vw, 1.35rem);
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`
