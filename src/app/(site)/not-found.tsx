import { NotFound } from '@/components/NotFound/NotFound.client'

export default function SiteNotFound() {
  return <NotFound />
}
