import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthScreen } from '@/components/AuthScreen/lazy.client'
import { safeNextPath } from '@/components/AuthScreen/safeNext'
import { getCurrentUser } from '@/lib/auth/currentUser'

export const metadata: Metadata = { title: 'Sign in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AuthPage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next)
  const user = await getCurrentUser()
  if (user) redirect(next ?? '/')

  // Only a same-site path reaches the client, so the screen can follow it without checking.
  return <AuthScreen next={next} brand="KAIRO" />
}
