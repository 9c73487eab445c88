import styled from 'styled-components'

/** The display-type title of a home page card (the promo video, the explore tiles). */
export const CardTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.5rem, 3vw, 2.2rem);
  line-height: 1.05;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`
