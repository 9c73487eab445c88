'use client'

import { TextField, type TextFieldProps } from './TextField.client'

/**
 * An e-mail input that phones neither capitalise nor "correct", with the e-mail keyboard.
 * autoComplete stays with the caller: 'username' on a sign-in form, 'email' elsewhere.
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  )
}
