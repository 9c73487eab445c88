export type Purchase = {
  trackId: string | null
  status: string
  /** A release bought: the tracks it gave. */
  release?: { tracks: ReadonlyArray<{ id: string }> } | null
}

/**
 * Only a completed purchase unlocks the full track (spec §4 "Preview player"): of the track
 * itself, or of a release that gave it.
 */
export const ownedTrackIds = (purchases: readonly Purchase[]): ReadonlySet<string> =>
  new Set(
    purchases
      .filter((purchase) => purchase.status === 'completed')
      .flatMap((purchase) =>
        purchase.release
          ? purchase.release.tracks.map((track) => track.id)
          : purchase.trackId
            ? [purchase.trackId]
            : [],
      ),
  )
