import styled, { css } from 'styled-components'

import { CardTitle } from '@/components/Home/styles'
import { theme } from '@/styles/theme'

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: linear-gradient(170deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface} 55%);
  transition: border-color 200ms ease;

  &:hover {
    border-color: ${theme.colors.accent};
  }
`

/* A solid accent disc: the thumbnails are busy artwork, a frosted circle would get lost. */
export const Play = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  svg {
    box-sizing: content-box;
    padding: ${theme.space(4)};
    border-radius: 50%;
    background: ${theme.colors.accent};
    color: #fff;
    box-shadow: 0 10px 30px -8px rgb(0 0 0 / 0.8);
    transition: transform 200ms ease;
  }
`

export const Frame = styled.div<{ $playable: boolean }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background:
    radial-gradient(120% 90% at 0% 0%, rgba(225, 29, 72, 0.5), transparent 60%),
    radial-gradient(80% 80% at 100% 100%, rgba(245, 197, 66, 0.12), transparent 60%),
    ${theme.colors.surfaceRaised};
  cursor: ${({ $playable }) => ($playable ? 'pointer' : 'default')};

  img {
    object-fit: cover;
    transition: transform 400ms ease;
  }

  ${({ $playable }) =>
    $playable &&
    css`
      ${Card}:hover & img {
        transform: scale(1.04);
      }
      ${Card}:hover & ${Play} svg {
        transform: scale(1.1);
      }
    `}

  @media (prefers-reduced-motion: reduce) {
    img,
    ${Play} svg {
      transition: none;
    }
  }
`

/* The artwork under the thumbnail: what shows when there is none or it fails to load. */
export const Fallback = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  padding: ${theme.space(5)};
  color: rgb(255 255 255 / 0.14);
  font-family: ${theme.fonts.display};
  font-size: clamp(2rem, 7vw, 3.5rem);
  line-height: 0.9;
  letter-spacing: 0.04em;

  span {
    color: rgb(255 255 255 / 0.3);
    font-family: ${theme.fonts.mono};
    font-size: 0.9rem;
    letter-spacing: 0.3em;
  }
`

export const Badges = styled.span`
  position: absolute;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
  display: flex;
  gap: ${theme.space(2)};
`

export const Label = styled.span<{ $tone: 'gold' | 'dark' }>`
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${theme.radii.pill};
  font-size: 0.7rem;
  font-weight: 900;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  ${({ $tone }) =>
    $tone === 'gold'
      ? css`
          background: ${theme.colors.gold};
          color: ${theme.colors.background};
        `
      : css`
          border: 1px solid rgb(255 255 255 / 0.35);
          background: rgb(0 0 0 / 0.7);
          color: ${theme.colors.text};
        `}
`

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(6)};
  }
`

// The home page's card title, one size down: four cards share the width of its one.
export const Title = styled(CardTitle).attrs({ as: 'h2' })`
  font-size: clamp(1.15rem, 2.4vw, 1.5rem);
  line-height: 1.1;
`

export const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: auto;
  padding-top: ${theme.space(2)};

  /* On a phone both buttons share one row, each taking the width its label needs. */
  @media (width < ${theme.breakpoints.md}) {
    gap: ${theme.space(2)};

    > a,
    > button {
      flex: 1 1 auto;
      padding-inline: ${theme.space(3)};
    }
  }
`
