import type { Metadata } from 'next'

import { AuthShell } from '@/components/AuthScreen/AuthShell.client'
import { ResetPasswordForm } from '@/components/AuthScreen/ResetPasswordForm.client'

export const metadata: Metadata = { title: 'Reset password' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <AuthShell
      brand="KAIRO"
      title="New password"
      lede="Choose a new password for your account, then sign in with it."
    >
      <ResetPasswordForm token={typeof token === 'string' ? token : null} />
    </AuthShell>
  )
}
