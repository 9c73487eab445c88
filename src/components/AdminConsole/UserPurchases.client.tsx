'use client'

import styled from 'styled-components'

import { Button } from '@/components/Form/buttons'
import { Text } from '@/components/Primitives/Card'
import { StatusBadge } from '@/components/Primitives/StatusBadge.client'
import { ResendReceiptButton } from '@/components/Receipts/ResendReceiptButton.client'
import { hasReceipt, purchaseTitle } from '@/lib/commerce/purchases'

import { Mono } from './styles'
import { formatWhen } from './userDirectory'
import { useUserPurchases } from './useUserPurchases'
import { theme } from '@/styles/theme'

/**
 * Every purchase of the user, whatever its status, newest first; an admin (not a viewer) can
 * send a paid purchase's receipt again.
 */
export function UserPurchases({
  userId,
  titleId,
  readOnly,
}: {
  userId: string
  titleId: string
  readOnly: boolean
}) {
  const { state, retry } = useUserPurchases(userId)

  if (state.status === 'loading') return <Text role="status">Loading purchases…</Text>
  if (state.status === 'error') {
    return (
      <Problem role="alert">
        <Text>Purchases could not be loaded: {state.message}</Text>
        <Button type="button" $tone="secondary" $size="sm" onClick={retry}>
          Try again
        </Button>
      </Problem>
    )
  }
  if (state.purchases.length === 0) return <Empty>No purchases found for this user</Empty>

  return (
    <List aria-labelledby={titleId}>
      {state.purchases.map((purchase) => (
        <Item key={purchase.id}>
          <Track>
            <strong>{purchaseTitle(purchase) ?? 'No longer available'}</strong>
            {(purchase.release ?? purchase.track) && (
              <span>
                {(purchase.release ?? purchase.track)!.artist}
                {purchase.release && ` · release of ${purchase.release.tracks.length} tracks`}
              </span>
            )}
          </Track>
          <Figures>
            <Amount>${purchase.amount}</Amount>
            <StatusBadge status={purchase.status} />
          </Figures>
          <Meta>
            <time dateTime={purchase.purchaseDate}>
              {formatWhen(purchase.purchaseDate, 'Unknown date')}
            </time>
            <span>
              Payment <Mono>{purchase.stripePaymentIntentId ?? 'none'}</Mono>
            </span>
            {!readOnly && hasReceipt(purchase) && (
              <ResendReceiptButton
                path={`/api/admin/purchases/${purchase.id}/receipt`}
                title={purchaseTitle(purchase) ?? 'this purchase'}
              />
            )}
          </Meta>
        </Item>
      ))}
    </List>
  )
}

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(3)};
`

const Empty = styled.p`
  margin: 0;
  padding: ${theme.space(6)};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.muted};
  text-align: center;
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'track figures'
    'meta meta';
  align-items: center;
  gap: ${`${theme.space(2)} ${theme.space(4)}`};
  padding: ${`${theme.space(4)} 0`};
  border-top: 1px solid ${theme.colors.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  &:last-child {
    padding-bottom: 0;
  }

  @media (width < 480px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'track' 'figures' 'meta';
  }
`

const Track = styled.p`
  grid-area: track;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${`0 ${theme.space(2)}`};
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;

  span {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`

const Figures = styled.div`
  grid-area: figures;
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`

const Meta = styled.p`
  grid-area: meta;
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  min-width: 0;
`
