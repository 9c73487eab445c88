'use client'

import styled from 'styled-components'

import { TrackCover } from '@/components/Music/TrackCover'
import { Card, CardTitle } from '@/components/Primitives/Card'
import { Icon } from '@/components/Primitives/Icon'
import { type CheckoutItem, isRelease } from './checkoutOutcome'
import { theme } from '@/styles/theme'

const perksOf = (track: CheckoutItem) => [
  isRelease(track)
    ? `All ${track.tracks!.length} tracks, in full on the site`
    : 'Full-length playback on the site',
  track.formats.length > 1
    ? 'Download from your dashboard in the format you choose, any time'
    : 'MP3 download from your dashboard, any time',
  'Yours to keep',
]

/**
 * What is being bought and for how much (spec §2 "Checkout": title, 'Digital Download', $): the
 * amount the payment intent charges, the fan's own for name-your-price.
 */
export function OrderSummary({ track, amount }: { track: CheckoutItem; amount: string }) {
  return (
    <Card aria-labelledby="order-summary-title">
      <CardTitle as="h2" id="order-summary-title">
        Order summary
      </CardTitle>
      <Item>
        <TrackCover src={track.coverImageUrl} eager />
        <Facts>
          <Title>{track.title}</Title>
          <Artist>{track.artist}</Artist>
          <Format>{isRelease(track) ? 'Digital Release' : 'Digital Download'}</Format>
        </Facts>
      </Item>
      <Lines>
        <div>
          <dt>{track.formats.length > 1 ? 'Formats' : 'Format'}</dt>
          <dd>
            {track.formats.length > 0
              ? track.formats.map((format) => format.label).join(' · ')
              : 'MP3'}
          </dd>
        </div>
        <Total>
          <dt>Total</dt>
          <dd>${amount}</dd>
        </Total>
      </Lines>
      <Perks aria-label="Included">
        {perksOf(track).map((perk) => (
          <li key={perk}>
            <Icon width="16" height="16" strokeWidth="2.6">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </Icon>
            {perk}
          </li>
        ))}
      </Perks>
    </Card>
  )
}

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(4)};

  /* The catalogue's cover, a little smaller beside a summary. */
  @media (min-width: ${theme.breakpoints.md}) {
    > :first-child {
      width: 128px;
    }
  }
`

const Facts = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  min-width: 0;
`

const Title = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.3rem, 3vw, 1.7rem);
  line-height: 1.05;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`

const Artist = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-weight: 700;
`

const Format = styled.p`
  justify-self: start;
  margin: ${`${theme.space(1)} 0 0`};
  padding: ${`${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${theme.colors.accentText};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.accentText};
  font-size: 0.7rem;
  font-weight: 900;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`

const Lines = styled.dl`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};

  > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(4)};
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
`

const Total = styled.div`
  align-items: baseline;
  padding-top: ${theme.space(3)};
  border-top: 1px dashed ${theme.colors.border};

  && dt {
    color: ${theme.colors.text};
    font-weight: 800;
  }

  && dd {
    font-family: ${theme.fonts.display};
    font-size: 1.8rem;
  }
`

// Phones skip the extras, so the card form comes up sooner.
const Perks = styled.ul`
  display: none;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.muted};
  font-size: 0.9rem;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }

  svg {
    flex: none;
    color: ${theme.colors.success};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    display: grid;
  }
`
