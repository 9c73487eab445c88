'use client'

import { useState } from 'react'

import { clearFailureToasts } from './authToasts'
import { LoginForm } from './LoginForm.client'
import { MfaStep } from './MfaStep.client'

type Step = { name: 'credentials'; email: string; focus: boolean } | { name: 'mfa'; email: string }

/**
 * The login tab's two steps. The credentials form unmounts during the code step, so coming
 * back always starts from a clean form; only an expired challenge keeps the e-mail, because the
 * user did nothing wrong there and only needs to retype the password.
 */
export function LoginPanel({
  next,
  onCreateAccount,
}: {
  next: string | null
  onCreateAccount: () => void
}) {
  const [step, setStep] = useState<Step>({ name: 'credentials', email: '', focus: false })

  if (step.name === 'mfa') {
    return (
      <MfaStep
        next={next}
        email={step.email}
        onBack={() => {
          clearFailureToasts()
          setStep({ name: 'credentials', email: '', focus: true })
        }}
        onExpired={() => setStep({ name: 'credentials', email: step.email, focus: true })}
      />
    )
  }

  return (
    <LoginForm
      next={next}
      defaultEmail={step.email}
      focusOnMount={step.focus}
      onMfaRequired={(email) => setStep({ name: 'mfa', email })}
      onCreateAccount={onCreateAccount}
    />
  )
}
