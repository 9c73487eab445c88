import type { RequestContext } from './context'
import { invalidParam, invalidRequest, resourceMissing } from './errors'
import { emit } from './events'
import { readString } from './form'
import type { Charge, Dispute } from './objects'
import { newId, unixNow } from './objects'

const DAY = 24 * 60 * 60

/** What Stripe does shortly after a payment with the dispute test card succeeds. */
export function openDispute(ctx: RequestContext, charge: Charge, reason: string): Dispute {
  charge.disputed = true
  const created = unixNow()
  const dispute = ctx.state.store.add<Dispute>({
    id: newId('dp'),
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created,
    currency: charge.currency,
    evidence_details: {
      due_by: created + 7 * DAY,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason,
    status: 'needs_response',
  })
  emit(ctx, 'charge.dispute.created', dispute)
  return dispute
}

export type DisputeOutcome = 'won' | 'lost'

/**
 * The decision a card network would take, for the test helpers: closes the dispute (found by its
 * own id, its charge's or its payment intent's) with `charge.dispute.closed`, and
 * `charge.dispute.funds_reinstated` when won.
 */
export function closeDispute(ctx: RequestContext, id: string, outcome: DisputeOutcome): Dispute {
  const dispute = ctx.state.store
    .all('dispute')
    .find((item) => item.id === id || item.charge === id || item.payment_intent === id)
  if (!dispute) throw resourceMissing('dispute', id)
  if (dispute.status !== 'needs_response') {
    throw invalidRequest(`Dispute ${dispute.id} is already closed (${dispute.status}).`)
  }
  dispute.status = outcome
  emit(ctx, 'charge.dispute.closed', dispute)
  if (outcome === 'won') emit(ctx, 'charge.dispute.funds_reinstated', dispute)
  return dispute
}

export function readOutcome(ctx: RequestContext): DisputeOutcome {
  const outcome = readString(ctx.params, 'outcome', true)
  if (outcome !== 'won' && outcome !== 'lost') {
    throw invalidParam('outcome', 'outcome must be won or lost')
  }
  return outcome
}
