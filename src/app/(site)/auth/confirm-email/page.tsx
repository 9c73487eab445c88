import type { Metadata } from 'next'

import { AuthShell, ConfirmEmailForm } from '@/components/AuthScreen/lazy.client'

import { confirmEmailSchema } from '@/lib/validation/emailChange'

export const metadata: Metadata = {
  title: 'Confirm e-mail address',
  robots: { index: false, follow: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Where the link mailed to a new address leads (/auth/confirm-email?token=…). Opening it changes
 * nothing: the button on it sends the token (POST /api/user/email/confirm).
 */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  const { token: given } = await searchParams
  const token = typeof given === 'string' ? given : null
  // A link without a usable token is refused at once; whether it is still valid, only the POST says.
  const tokenCheck = confirmEmailSchema.shape.token.safeParse(token ?? '')
  return (
    <AuthShell
      brand="KAIRO"
      title="Confirm e-mail"
      lede="One click makes this address the e-mail of your KAIRO account."
      back={{ href: '/dashboard', label: 'Back to Dashboard' }}
    >
      <ConfirmEmailForm
        token={token}
        linkProblem={tokenCheck.success ? null : tokenCheck.error.issues[0].message}
      />
    </AuthShell>
  )
}
