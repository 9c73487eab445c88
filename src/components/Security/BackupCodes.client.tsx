'use client'

import { useState } from 'react'
import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Actions } from '@/components/Form/layout'
import { StepTitle, Text } from '@/components/Primitives/Card'
import { downloadText } from '@/components/Primitives/saveFile'
import { Stack } from '@/components/Primitives/Stack'

import { copyText } from './copyText'
import { theme } from '@/styles/theme'

type Props = {
  codes: string[]
  onSaved: () => void
}

const FILE_NAME = 'kairo-backup-codes.txt'

/** The one-time view of the backup codes; the server never shows them again. */
export function BackupCodes({ codes, onSaved }: Props) {
  const [status, setStatus] = useState('')
  const asText = codes.join('\n')

  const copy = async () => {
    setStatus(
      (await copyText(asText))
        ? 'Codes copied to your clipboard.'
        : 'Copying is blocked in this browser. Download the codes instead.',
    )
  }

  const download = () => {
    downloadText(
      `KAIRO: backup codes for multi-factor authentication\nEach code signs you in once.\n\n${asText}\n`,
      FILE_NAME,
    )
    setStatus(`Saved as ${FILE_NAME}.`)
  }

  return (
    <Stack>
      <StepTitle tabIndex={-1} data-autofocus>
        MFA is on. Save your backup codes.
      </StepTitle>
      <Text>
        Each code replaces your authenticator once, if you ever lose it. This is the only time they
        are shown: store them somewhere safe, away from your phone.
      </Text>
      <Grid aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Grid>
      <Actions>
        <Button type="button" $tone="secondary" $size="sm" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" $tone="secondary" $size="sm" onClick={download}>
          Download codes
        </Button>
        <Status role="status">{status}</Status>
      </Actions>
      <Actions>
        <Button type="button" onClick={onSaved}>
          I have saved my codes
        </Button>
      </Actions>
    </Stack>
  )
}

const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(4)};
  border: 1px solid rgba(245, 197, 66, 0.35);
  border-radius: ${theme.radii.md};
  background: rgba(245, 197, 66, 0.06);
  list-style: none;

  @container (min-width: 640px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  code {
    display: block;
    padding: ${`${theme.space(2)} ${theme.space(1)}`};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.gold};
    font-family: ${theme.fonts.mono};
    font-size: 0.88rem;
    letter-spacing: 0.04em;
    text-align: center;
    white-space: nowrap;
  }
`

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`
