'use client'

import styled from 'styled-components'

import { PlayPauseIcon } from '@/components/Player/PlayPauseIcon'
import { Icon } from '@/components/Primitives/Icon'
import { ServerImage } from '@/components/Primitives/ServerImage'
import { theme } from '@/styles/theme'

type Props = {
  title: string
  coverUrl: string | null
  /** A completed purchase: the mark glows. */
  lit: boolean
  /** The player's state and button; none when the track cannot be played from here. */
  player?: { playing: boolean; toggle: () => void }
}

/**
 * A vault entry's cover with its play button on top. The title beside it names the track, so
 * the image is decorative; without a cover the vinyl mark shows through.
 */
export function VaultCover({ title, coverUrl, lit, player }: Props) {
  return (
    <Frame $lit={lit}>
      <Icon width="26" height="26" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="2.5" />
      </Icon>
      {coverUrl && <ServerImage src={coverUrl} alt="" fill sizes="80px" loading="lazy" />}
      {player && (
        <Play
          type="button"
          onClick={player.toggle}
          aria-label={`${player.playing ? 'Pause' : 'Play'} ${title}`}
          $playing={player.playing}
        >
          <PlayPauseIcon playing={player.playing} size={18} />
        </Play>
      )}
    </Frame>
  )
}

const Frame = styled.div<{ $lit: boolean }>`
  grid-area: glyph;
  position: relative;
  display: grid;
  place-items: center;
  align-self: start;
  width: 64px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${({ $lit }) =>
    $lit
      ? `radial-gradient(circle at 30% 20%, rgba(225, 29, 72, 0.5), transparent 70%), ${theme.colors.surfaceRaised}`
      : theme.colors.surfaceRaised};
  color: ${({ $lit }) => ($lit ? theme.colors.text : theme.colors.muted)};

  > img {
    object-fit: cover;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    width: 80px;
  }
`

const Play = styled.button<{ $playing: boolean }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border: 0;
  background: ${({ $playing }) => ($playing ? 'rgb(0 0 0 / 0.55)' : 'rgb(0 0 0 / 0.3)')};
  color: #fff;
  cursor: pointer;
  transition: background 150ms ease;

  > svg {
    box-sizing: content-box;
    padding: ${theme.space(2)};
    border-radius: 50%;
    background: ${theme.colors.accent};
    box-shadow: 0 6px 18px -6px ${theme.colors.accent};
  }

  &:hover {
    background: rgb(0 0 0 / 0.5);
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.text};
    outline-offset: -2px;
  }
`
