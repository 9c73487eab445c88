'use client'

import type { ComponentProps } from 'react'

import { SiteLink } from '@/components/Link/SiteLink.client'
import { useSession } from '@/components/Session/useSession'

type Props = Omit<ComponentProps<typeof SiteLink>, 'href'>

/**
 * The only part of a members' video card that depends on the session: signed-in fans go to the
 * videos, everyone else to sign in first. The card's content is rendered by the server.
 */
export function MemberVideoLink(props: Props) {
  const { status } = useSession()
  return <SiteLink href={status === 'signed-in' ? '/videos' : '/auth?next=%2Fvideos'} {...props} />
}
