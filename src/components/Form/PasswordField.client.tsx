'use client'

import { useId, useState } from 'react'
import styled from 'styled-components'

import { VisuallyHidden } from '@/components/Primitives/VisuallyHidden'

import { TextField, type TextFieldProps } from './TextField.client'
import { theme } from '@/styles/theme'

const Toggle = styled.button`
  position: relative;
  min-width: 64px;
  min-height: 36px;
  padding: ${`0 ${theme.space(3)}`};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.muted};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 1px;
  }
`

/** A password input with a show/hide toggle: long passwords are easier to get right on a phone. */
export function PasswordField({
  id: givenId,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const generatedId = useId()
  // The toggle names the input it controls, so the id must be known here.
  const id = givenId ?? generatedId
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <Toggle type="button" aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> {props.label.toLowerCase()}</VisuallyHidden>
        </Toggle>
      }
    />
  )
}
