import { css } from 'styled-components'
import { theme } from '@/styles/theme'

/**
 * The profile's three fields, read-only or in the edit form: the e-mail on its own line and the
 * names side by side, all three in a row when the card is wide.
 */
export const profileGrid = css`
  display: grid;

  @container (min-width: 300px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(4)};

    > :first-child {
      grid-column: 1 / -1;
    }
  }

  @container (min-width: 720px) {
    grid-template-columns: minmax(0, 1.4fr) repeat(2, minmax(0, 1fr));

    > :first-child {
      grid-column: auto;
    }
  }
`
