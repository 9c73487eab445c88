import Link from 'next/link'

/** A member who opens /cms: the CMS is for the artist's team only. */
export default function CmsForbidden() {
  return (
    <main
      style={{ padding: '4rem 1.5rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>403 — The CMS is for the artist’s team</h1>
      <p>Your account can use the site, but not the content management system.</p>
      <p>
        <Link href="/">Back to the site</Link>
      </p>
    </main>
  )
}
