export type Purchase = { trackId: string; status: string }

/** Only a completed purchase unlocks the full track (spec §4 "Preview player"). */
export const ownedTrackIds = (purchases: readonly Purchase[]): ReadonlySet<string> =>
  new Set(purchases.filter((p) => p.status === 'completed').map((p) => p.trackId))
