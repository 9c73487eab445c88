import { NotFound } from '@/components/NotFound/NotFound'

/** A page of the site that calls notFound(); unknown URLs get src/app/global-not-found.tsx. */
export default function SiteNotFound() {
  return <NotFound />
}
