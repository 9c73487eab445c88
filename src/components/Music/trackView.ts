/**
 * How the catalogue lists its tracks: the spec's tall cards, or a compact list (small cover,
 * title, length, price, play), as the fan last chose on this browser. The choice is an attribute
 * on <html>, set before the first paint by TRACK_VIEW_SCRIPT in the layout's <head> (so a fan
 * who chose the list never sees the cards flash and shift) and by the switch on /music; the
 * pages themselves stay the same for everyone, and cacheable.
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
 * Inline in <head>: applies the stored choice before anything is drawn. Storage can be off
 * (private modes, blocked cookies): then the default stands.
 */
export const TRACK_VIEW_SCRIPT = `try{var v=localStorage.getItem(${JSON.stringify(
  TRACK_VIEW_STORAGE_KEY,
)});if(${JSON.stringify(TRACK_VIEWS)}.indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(
  TRACK_VIEW_ATTRIBUTE,
)},v)}catch(e){}`

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
