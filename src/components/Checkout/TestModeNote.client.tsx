'use client'

import styled from 'styled-components'
import { theme } from '@/styles/theme'

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0259', outcome: 'Succeeds, then disputed' },
] as const

/** The test server charges nobody; these are the cards it knows. */
export function TestModeNote() {
  return (
    <Note aria-labelledby="test-mode-title">
      <Title id="test-mode-title">Test mode</Title>
      <p>No real money moves. Use one of these cards with any future expiry date and any CVC.</p>
      <Cards>
        {TEST_CARDS.map(({ number, outcome }) => (
          <div key={number}>
            <dt>
              <code>{number}</code>
            </dt>
            <dd>{outcome}</dd>
          </div>
        ))}
      </Cards>
    </Note>
  )
}

const Note = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border: 1px solid rgba(245, 197, 66, 0.35);
  border-radius: ${theme.radii.md};
  background: rgba(245, 197, 66, 0.06);
  font-size: 0.88rem;

  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`

const Title = styled.h3`
  margin: 0;
  color: ${theme.colors.gold};
  font-size: 0.75rem;
  font-weight: 900;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`

// Number and outcome stay on one line; a long outcome wraps inside its own column.
const Cards = styled.dl`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;

  div {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: baseline;
    gap: ${theme.space(3)};
  }

  dt,
  dd {
    margin: 0;
  }

  code {
    color: ${theme.colors.text};
    font-family: ${theme.fonts.mono};
    font-size: 0.82rem;
    white-space: nowrap;
    user-select: all;
  }

  dd {
    color: ${theme.colors.muted};
    font-size: 0.82rem;
    line-height: 1.3;
    text-align: right;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    code,
    dd {
      font-size: 0.88rem;
    }
  }
`
