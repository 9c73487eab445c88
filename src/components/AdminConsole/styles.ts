import styled from 'styled-components'

import { Card } from '@/components/Primitives/Card'
import { theme } from '@/styles/theme'

/*
 * Pieces the console's panels share; cards, titles and body text come from the security panel
 * so both staff screens look alike. Only client components import this file.
 */

/** A card whose content runs to its edges (the user table, the audit list). */
export const FlushCard = styled(Card)`
  gap: 0;
  padding: 0;
  overflow: hidden;

  @media (min-width: ${theme.breakpoints.md}) {
    padding: 0;
  }
`

/** The controls above a list: search, filters and a count. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(4)};
  padding: ${theme.space(5)};
  border-bottom: 1px solid ${theme.colors.border};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${`${theme.space(6)} ${theme.space(7)}`};
  }
`

/** A count such as '3 of 12 users', read out when it changes. */
export const Count = styled.p`
  margin: 0 0 0 auto;
  min-height: 50px;
  display: flex;
  align-items: center;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
`

/** Loading, error and empty messages inside a FlushCard; `$fill` centres them in a tall box. */
export const Notice = styled.div<{ $fill?: boolean }>`
  display: flex;
  flex: ${({ $fill }) => ($fill ? '1' : 'none')};
  justify-content: center;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${`${theme.space(12)} ${theme.space(5)}`};
  color: ${theme.colors.muted};
  text-align: center;

  p {
    margin: 0;
  }
`

export const NoticeTitle = styled.p`
  color: ${theme.colors.text};
  font-family: ${theme.fonts.display};
  font-size: 1.15rem;
  text-transform: uppercase;
`

export const Mono = styled.span`
  font-family: ${theme.fonts.mono};
  font-size: 0.85em;
  overflow-wrap: anywhere;
`
