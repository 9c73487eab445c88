import type { Metadata } from 'next'

import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import { forbidden } from 'next/navigation'

import { hasRole, STAFF_ROLES } from '@/access/roles'
import { getCurrentUser } from '@/lib/auth/currentUser'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  // Signed-in members are refused outright (403); signed-out visitors go to the sign-in.
  const user = await getCurrentUser()
  if (user && !hasRole(user, ...STAFF_ROLES)) forbidden()
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
