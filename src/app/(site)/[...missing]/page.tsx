import { notFound } from 'next/navigation'

/** Any path no page claims renders the site's 404 inside the site's layout. */
export default function Missing() {
  notFound()
}
