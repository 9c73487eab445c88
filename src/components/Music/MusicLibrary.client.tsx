'use client'

import styled from 'styled-components'

import { OwnedTracksProvider } from '@/components/Player/OwnedTracks.client'
import type { PublicTrack } from '@/lib/catalogue/tracks'

import { MusicEmpty } from './MusicEmpty.client'
import { TrackCard } from './TrackCard.client'
import { theme } from '@/styles/theme'

/** The counter, the numbered tracks (or the empty state) and the closing line. */
export function MusicLibrary({ tracks }: { tracks: readonly PublicTrack[] }) {
  return (
    <Section aria-label="Tracks">
      <Counter>
        <strong>{tracks.length}</strong> TRACKS AVAILABLE
      </Counter>
      {tracks.length === 0 ? (
        <MusicEmpty />
      ) : (
        <OwnedTracksProvider>
          <List>
            {tracks.map((track, index) => (
              <li key={track.id}>
                <TrackCard track={track} index={index} />
              </li>
            ))}
          </List>
        </OwnedTracksProvider>
      )}
      <Closing>MORE TRACKS COMING SOON</Closing>
    </Section>
  )
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
`

const Counter = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${`${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: 0.8rem;
  font-weight: 800;
  letter-spacing: 0.2em;

  strong {
    color: ${theme.colors.text};
  }
`

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Closing = styled.p`
  margin: ${`${theme.space(6)} 0 0`};
  color: ${theme.colors.muted};
  font-family: ${theme.fonts.display};
  font-size: clamp(1rem, 2.5vw, 1.4rem);
  letter-spacing: 0.2em;
  text-align: center;
`
