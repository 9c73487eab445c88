'use client'

import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Actions } from '@/components/Form/layout'
import { Text } from '@/components/Primitives/Card'
import { Stack } from '@/components/Primitives/Stack'
import { theme } from '@/styles/theme'

type Props = {
  enabled: boolean
  starting: boolean
  onEnable: () => void
  onDisable: () => void
}

/** The resting view of the MFA card: what MFA does for this account, and the one action. */
export function MfaStatus({ enabled, starting, onEnable, onDisable }: Props) {
  if (enabled) {
    return (
      <Stack $gap={5}>
        <Text>
          Every sign-in asks for a 6-digit code from your authenticator app. Lost the phone? One of
          your backup codes works in its place.
        </Text>
        <Actions>
          <Button type="button" $tone="danger" data-autofocus onClick={onDisable}>
            Disable MFA
          </Button>
        </Actions>
      </Stack>
    )
  }

  return (
    <Stack $gap={5}>
      <Text>
        Add a second lock to your account: after your password, sign-in asks for a 6-digit code from
        an authenticator app on your phone.
      </Text>
      <HowTo aria-label="How it works">
        <li>Scan a QR code with your authenticator app</li>
        <li>Type the 6-digit code it shows</li>
        <li>Save ten one-time backup codes</li>
      </HowTo>
      <Actions>
        {/* aria-disabled, not disabled: the button keeps focus while the setup starts. */}
        <Button
          type="button"
          data-autofocus
          aria-disabled={starting || undefined}
          onClick={onEnable}
        >
          {starting ? 'Starting…' : 'Enable MFA'}
        </Button>
      </Actions>
    </Stack>
  )
}

const HowTo = styled.ol`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    font-size: 0.92rem;
    counter-increment: step;
  }

  li::before {
    content: counter(step);
    display: grid;
    flex: none;
    place-items: center;
    width: 28px;
    height: 28px;
    border: 1px solid ${theme.colors.border};
    border-radius: 50%;
    color: ${theme.colors.accentText};
    font-family: ${theme.fonts.display};
    font-size: 0.8rem;
  }
`
