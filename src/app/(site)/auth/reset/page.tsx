import type { Metadata } from 'next'

import { AuthShell, ResetPasswordForm } from '@/components/AuthScreen/lazy.client'

import { resetPasswordSchema } from '@/lib/validation/auth'

export const metadata: Metadata = { title: 'Reset password' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token: given } = await searchParams
  const token = typeof given === 'string' ? given : null
  // A link without a usable token is refused before anyone types a new password; checked here,
  // so the form itself needs zod only once someone fills it in.
  const tokenCheck = resetPasswordSchema.shape.token.safeParse(token ?? '')
  return (
    <AuthShell
      brand="KAIRO"
      title="New password"
      lede="Choose a new password for your account, then sign in with it."
    >
      <ResetPasswordForm
        token={token}
        linkProblem={tokenCheck.success ? null : tokenCheck.error.issues[0].message}
      />
    </AuthShell>
  )
}
