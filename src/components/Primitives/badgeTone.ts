export type StatusTone = 'success' | 'pending' | 'failure'

/** The purchase tones, plus the ones the admin console uses for roles and account states. */
export type BadgeTone = StatusTone | 'neutral' | 'accent' | 'info' | 'gold'

/** Only completed allows a download; pending waits; every other status reads as a failure. */
export const statusTone = (status: string): StatusTone =>
  status === 'completed' ? 'success' : status === 'pending' ? 'pending' : 'failure'
