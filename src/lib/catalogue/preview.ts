/**
 * How long a preview plays (spec §4 "Preview player"). One constant for the server, which cuts
 * the clip, the Tracks collection's help text, and the player, which stops at the window's end.
 */
export const PREVIEW_SECONDS = 35
