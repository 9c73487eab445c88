import { NotFound } from '@/components/NotFound/NotFound'

export default function SiteNotFound() {
  return <NotFound />
}
