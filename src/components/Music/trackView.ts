/**
 * How the catalogue lists its tracks: the spec's tall cards, or a compact list (small cover,
 * title, length, price, play), as the fan last chose on this browser. The choice is an attribute
 * on <html>, set before the list is drawn (so a fan who chose the list never sees the cards flash
 * and shift): by TRACK_VIEW_SCRIPT, inline just before the list, when a page with one is loaded;
 * by the switch over the list (TrackViewSwitch, which brings the script) when the fan comes to
 * it from another page, and when the fan chooses. The pages themselves stay the same for
 * everyone, and cacheable.
 */
export const TRACK_VIEWS = ['cards', 'list'] as const
export type TrackView = (typeof TRACK_VIEWS)[number]

export const DEFAULT_TRACK_VIEW: TrackView = 'cards'
export const TRACK_VIEW_STORAGE_KEY = 'kairo.trackView'
/** On <html>; the CSS Modules read it as :global(html[data-track-view='list']). */
export const TRACK_VIEW_ATTRIBUTE = 'data-track-view'

export const isTrackView = (value: unknown): value is TrackView =>
  TRACK_VIEWS.includes(value as TrackView)

/**
 * Inline just before the list (not in <head>, where it would hold every page's parser until the
 * stylesheets are in): applies the stored choice before the list is drawn. Storage can be off
 * (private modes, blocked cookies): then the default stands.
 */
export const TRACK_VIEW_SCRIPT = `try{var v=localStorage.getItem(${JSON.stringify(
  TRACK_VIEW_STORAGE_KEY,
)});if(${JSON.stringify(TRACK_VIEWS)}.indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(
  TRACK_VIEW_ATTRIBUTE,
)},v)}catch(e){}`

/**
 * Applies the choice stored on this browser, if any: the script's work, for a list reached by a
 * client-side navigation, which runs no inline script.
 */
export function applyStoredTrackView(): void {
  try {
    const stored = localStorage.getItem(TRACK_VIEW_STORAGE_KEY)
    if (isTrackView(stored)) document.documentElement.setAttribute(TRACK_VIEW_ATTRIBUTE, stored)
  } catch {
    // Storage off: the default stands.
  }
}

/** The view on this page now (the default before the script or the switch set one). */
export function currentTrackView(): TrackView {
  const value = document.documentElement.getAttribute(TRACK_VIEW_ATTRIBUTE)
  return isTrackView(value) ? value : DEFAULT_TRACK_VIEW
}

/** Shows the tracks this way, and remembers it on this browser when storage allows. */
export function chooseTrackView(view: TrackView): void {
  document.documentElement.setAttribute(TRACK_VIEW_ATTRIBUTE, view)
  try {
    localStorage.setItem(TRACK_VIEW_STORAGE_KEY, view)
  } catch {
    // Storage off: the choice holds on this page and the pages opened from it.
  }
}
