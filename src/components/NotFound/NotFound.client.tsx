'use client'

import { SiteLink } from '@/components/Link/SiteLink.client'
import styled from 'styled-components'
import { theme } from '@/styles/theme'

const Wrap = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space(6)};
  text-align: center;
  background: radial-gradient(circle at 50% 30%, #2a0a14 0%, ${theme.colors.background} 60%);
`

const Title = styled.h1`
  margin: 0 0 ${theme.space(6)};
  font-family: ${theme.fonts.display};
  font-size: clamp(2rem, 6vw, 4rem);
  letter-spacing: 0.02em;
  text-transform: uppercase;
`

const Home = styled(SiteLink)`
  display: inline-block;
  padding: ${`${theme.space(3)} ${theme.space(6)}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: #fff;
  font-weight: 800;
  text-decoration: none;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  &:hover {
    background: ${theme.colors.accentStrong};
  }
`

export function NotFound() {
  return (
    <Wrap>
      <div>
        <Title>404 Page Not Found</Title>
        <Home href="/landing">Back to the music</Home>
      </div>
    </Wrap>
  )
}
