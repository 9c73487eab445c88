/**
 * One track plays at a time: whoever starts playing pauses whoever played before. A module
 * variable is enough because every player on a page lives in the same browser tab.
 */
let current: HTMLAudioElement | null = null

export const claimPlayback = (audio: HTMLAudioElement) => {
  if (current && current !== audio && !current.paused) current.pause()
  current = audio
}

export const releasePlayback = (audio: HTMLAudioElement) => {
  if (current === audio) current = null
}
