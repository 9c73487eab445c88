'use client'

import styled from 'styled-components'

import { Button, ButtonLink } from '@/components/Form/buttons'
import { Card, Text } from '@/components/Primitives/Card'
import { Icon } from '@/components/Primitives/Icon'
import type { PublicPurchase } from '@/lib/commerce/purchases'

import { PurchaseRow } from './PurchaseRow.client'
import { ReleasePurchase } from './ReleasePurchase.client'
import type { Catalogue, Releases } from './useCatalogue'
import type { PurchasesState } from './usePurchases'
import { theme } from '@/styles/theme'

type Props = {
  state: PurchasesState
  retry: () => void
  catalogue: Catalogue
  releases: Releases
}

/**
 * The member's vault: purchases newest first, each with its cover and play button, and
 * downloads for the completed ones.
 */
export function PurchaseHistory({ state, retry, catalogue, releases }: Props) {
  switch (state.status) {
    case 'loading':
      return (
        <Card aria-busy="true">
          <Text role="status">Loading your purchases…</Text>
        </Card>
      )
    case 'error':
      return (
        <Card>
          <Problem role="alert">
            <Text>Your purchases could not be loaded: {state.message}</Text>
            <Button type="button" $tone="secondary" $size="sm" onClick={retry}>
              Try again
            </Button>
          </Problem>
        </Card>
      )
    default:
      return state.purchases.length === 0 ? (
        <Empty />
      ) : (
        <List purchases={state.purchases} catalogue={catalogue} releases={releases} />
      )
  }
}

function List({
  purchases,
  catalogue,
  releases,
}: {
  purchases: PublicPurchase[]
  catalogue: Catalogue
  releases: Releases
}) {
  return (
    <Card>
      <Rows aria-labelledby="purchase-history-title">
        {purchases.map((purchase) =>
          purchase.trackId ? (
            <PurchaseRow
              key={purchase.id}
              purchase={{ ...purchase, trackId: purchase.trackId }}
              track={catalogue.get(purchase.trackId)}
            />
          ) : (
            <ReleasePurchase
              key={purchase.id}
              purchase={purchase}
              release={purchase.releaseId ? releases.get(purchase.releaseId) : undefined}
              catalogue={catalogue}
            />
          ),
        )}
      </Rows>
    </Card>
  )
}

function Empty() {
  return (
    <EmptyCard>
      <Icon width="40" height="40" strokeWidth="1.6">
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="2.5" />
      </Icon>
      <EmptyTitle>No purchases yet</EmptyTitle>
      <Text>Tracks and releases you buy land here, ready to download.</Text>
      <ButtonLink href="/music">Browse Music</ButtonLink>
    </EmptyCard>
  )
}

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(3)};
`

const EmptyCard = styled(Card)`
  align-items: center;
  gap: ${theme.space(3)};
  padding-block: ${theme.space(12)};
  border-style: dashed;
  text-align: center;

  > svg {
    color: ${theme.colors.accentText};
  }

  > a {
    margin-top: ${theme.space(3)};
  }
`

const EmptyTitle = styled.p`
  margin: 0;
  font-family: ${theme.fonts.display};
  font-size: 1.3rem;
  text-transform: uppercase;
`
