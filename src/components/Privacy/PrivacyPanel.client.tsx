'use client'

import styled from 'styled-components'

import { Stack } from '@/components/Primitives/Stack'
import { useSession } from '@/components/Session/useSession'

import { ConsentCard } from './ConsentCard.client'
import { DataExportCard } from './DataExportCard.client'
import { DeleteAccountCard } from './DeleteAccountCard.client'
import { theme } from '@/styles/theme'

/** The member's control over their data (spec §1 "GDPR data control"): consent, export, deletion. */
export function PrivacyPanel() {
  const { user } = useSession()
  if (!user) return null

  return (
    <Grid>
      <Stack $gap={5}>
        <ConsentCard />
        <DataExportCard />
      </Stack>
      <Side>
        <DeleteAccountCard />
      </Side>
    </Grid>
  )
}

// The export list needs width; the deletion step reads best narrow, in a side column.
const Grid = styled.div`
  display: grid;
  gap: ${theme.space(5)};

  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 380px);
    align-items: start;
  }
`

const Side = styled.div`
  display: grid;
  min-width: 0;
`
