const YOUTUBE_ID = /^[\w-]{11}$/

/** The id of a watch-style (youtube.com/watch?v=…) or short-style (youtu.be/…) link. */
export const youtubeId = (videoUrl: string): string | null => {
  let url: URL
  try {
    url = new URL(videoUrl)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www|m)\./, '')
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' && url.pathname === '/watch'
        ? url.searchParams.get('v')
        : null
  return id && YOUTUBE_ID.test(id) ? id : null
}
