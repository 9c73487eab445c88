'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

/**
 * The purchase at a glance (spec §2 "Payment success": track title, artist, amount); `kind`
 * names what was bought, a track or a release.
 */
export function Receipt({
  track,
  kind = 'Track',
}: {
  track: { title: string; artist: string; price: string }
  kind?: 'Track' | 'Release'
}) {
  return (
    <List aria-label="Purchase details">
      <div>
        <dt>{kind}</dt>
        <dd>{track.title}</dd>
      </div>
      <div>
        <dt>Artist</dt>
        <dd>{track.artist}</dd>
      </div>
      <Amount>
        <dt>Amount</dt>
        <dd>${track.price}</dd>
      </Amount>
    </List>
  )
}

const List = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: ${`${theme.space(2)} 0 0`};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  text-align: left;

  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${`${theme.space(1)} ${theme.space(4)}`};
  }

  dt {
    color: ${theme.colors.muted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    color: ${theme.colors.text};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`

const Amount = styled.div`
  padding-top: ${theme.space(3)};
  border-top: 1px dashed ${theme.colors.border};

  && dd {
    font-family: ${theme.fonts.display};
    font-size: 1.5rem;
  }
`
