import { dismiss, toast } from '@/components/Toast/toast'

/** Where a payment lands afterwards, as Stripe's return_url (spec §2 "Payment success"). */
export const PAYMENT_RETURN_PATH = '/payment-success'

export const PAYMENT_FAILED_FALLBACK = 'An unexpected error occurred.'

/** The provider's message when it gave one (a decline, a wrong CVC), else a generic line. */
export const paymentFailed = (message: string | undefined) =>
  toast({
    variant: 'destructive',
    title: 'Payment Failed',
    description: message || PAYMENT_FAILED_FALLBACK,
  })

/**
 * A new attempt starts clean: the last attempt's 'Payment Failed' must not stay up over this
 * one's 'Processing...' and the confirmation page that follows.
 */
export const paymentAttemptStarted = () => dismiss()
