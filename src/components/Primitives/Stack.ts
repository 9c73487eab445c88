import styled from 'styled-components'

/**
 * A vertical run of blocks with even spacing (`$gap` in theme steps of 4px). `min-width: 0`
 * lets it shrink inside grid and flex parents instead of pushing them wider.
 */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  min-width: 0;
`
