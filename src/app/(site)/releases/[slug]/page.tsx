import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/components/Page/PageShell'
import { ReleasePage } from '@/components/Releases/ReleasePage'
import { releaseKind } from '@/components/Releases/releaseDisplay'
import { findPublicRelease } from '@/lib/catalogue/releases'
import { siteUrl } from '@/lib/env'
import { publicContent } from '@/lib/site/publicContent'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request and kept in the page cache like the other public pages.
export const generateStaticParams = async () => []

const releaseOf = async (params: Props['params']) => {
  const { slug } = await params
  return publicContent((payload) => findPublicRelease(payload, decodeURIComponent(slug)))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const release = await releaseOf(params)
  if (!release) return { title: 'Release not found' }
  const description =
    release.description ?? `${releaseKind(release)} by ${release.artist}: listen and buy.`
  return {
    title: `${release.title} (${release.artist})`,
    description,
    alternates: { canonical: `/releases/${release.slug}` },
    openGraph: {
      type: 'music.album',
      siteName: 'KAIRO — Official Site',
      title: release.title,
      description,
      url: `/releases/${release.slug}`,
      ...(release.coverImageUrl && {
        images: [{ url: release.coverImageUrl, alt: `${release.title} artwork` }],
      }),
    },
  }
}

/** A release: artwork, tracklist with previews, price and the way to buy it (issue 22). */
export default async function ReleaseRoute({ params }: Props) {
  const release = await releaseOf(params)
  if (!release) notFound()
  return (
    <PageShell>
      <ReleasePage release={release} siteUrl={siteUrl()} />
    </PageShell>
  )
}
