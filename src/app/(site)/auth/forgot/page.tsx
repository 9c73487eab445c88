import type { Metadata } from 'next'

import { AuthShell, ForgotPasswordForm } from '@/components/AuthScreen/lazy.client'

export const metadata: Metadata = { title: 'Forgot password' }

export default function ForgotPasswordPage() {
  return (
    <AuthShell
      brand="KAIRO"
      title="Forgot password"
      lede="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthShell>
  )
}
