import { formatMoney } from '@/lib/commerce/money'

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

/** A document's date as the dashboard lists it, e.g. "Nov 25, 2026". */
export const formatDay = (value: string | null | undefined): string =>
  value ? day.format(new Date(value)) : '—'

/** Dollars, e.g. "$1.99", as the store writes amounts (formatMoney); strings are accepted too. */
export const formatDollars = (value: number | string | null | undefined): string =>
  `$${formatMoney(value == null ? null : Number(value))}`

/** The first words of a message, cut at a word boundary, for a one-line preview. */
export const firstWords = (text: string | null | undefined, max = 60): string => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** Where a document opens in the CMS. */
export const cmsDocumentHref = (collection: string, id: string | number): string =>
  `/cms/collections/${collection}/${id}`
