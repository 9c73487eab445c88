import type { Payload, TypedUser } from 'payload'

import { cmsDocumentHref, formatDay, formatDollars } from './format'
import { Panel, PanelRow } from './Panel'

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
}

/** The five latest checkouts: track, amount, status and date. */
export async function RecentSales({ payload, user }: { payload: Payload; user: TypedUser }) {
  const { docs } = await payload.find({
    collection: 'purchases',
    user,
    overrideAccess: false,
    sort: '-purchaseDate',
    limit: 5,
    depth: 1,
    pagination: false,
    select: { track: true, release: true, amount: true, status: true, purchaseDate: true },
    populate: { tracks: { title: true }, releases: { title: true } },
  })
  return (
    <Panel
      title="Recent sales"
      allHref="/cms/collections/purchases"
      allLabel="All sales"
      empty="No sales yet. Each checkout shows here as soon as it starts."
    >
      {docs.map((sale) => (
        <PanelRow
          key={sale.id}
          href={cmsDocumentHref('purchases', sale.id)}
          title={
            typeof sale.release === 'object' && sale.release
              ? sale.release.title
              : typeof sale.track === 'object' && sale.track
                ? sale.track.title
                : 'Removed item'
          }
          detail={formatDollars(sale.amount)}
          status={sale.status ?? 'pending'}
          statusLabel={STATUS_LABELS[sale.status ?? 'pending'] ?? 'Pending'}
          meta={formatDay(sale.purchaseDate)}
        />
      ))}
    </Panel>
  )
}
