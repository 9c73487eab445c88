import type { PublicPurchase } from '@/lib/commerce/purchases'

/** The dashboard's figures (spec §2 "Dashboard", §9: two decimals, member since 2024). */

export const DEFAULT_MEMBER_SINCE = 2024

/**
 * '1.99' → 199. Amounts arrive as decimal strings; adding them as floats would drift
 * (0.1 + 0.2), so they are summed as whole cents. Anything unreadable counts as 0.
 */
export const amountCents = (amount: string | number | null | undefined): number => {
  const match = /^\s*(\d+)(?:\.(\d{1,2})\d*)?\s*$/.exec(String(amount ?? ''))
  if (!match) return 0
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 199 → '1.99'. */
export const formatCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** What the member has paid: completed purchases only, since nothing else was charged. */
export const totalSpent = (purchases: ReadonlyArray<Pick<PublicPurchase, 'amount' | 'status'>>) =>
  formatCents(
    purchases
      .filter(({ status }) => status === 'completed')
      .reduce((sum, { amount }) => sum + amountCents(amount), 0),
  )

export const memberSinceYear = (createdAt: string | null | undefined): number => {
  const year = createdAt ? new Date(createdAt).getUTCFullYear() : Number.NaN
  return Number.isFinite(year) ? year : DEFAULT_MEMBER_SINCE
}

/** Percent of a download received, or null when the server sent no length to measure by. */
export const downloadPercent = (received: number, total: number | null): number | null => {
  if (!total || total <= 0 || !Number.isFinite(total)) return null
  return Math.min(100, Math.max(0, Math.floor((received / total) * 100)))
}
