import type { FieldHook, TextField } from 'payload'

import { youtubeId } from '@/lib/catalogue/youtube'

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'youtu.be',
])
const VIDEO_ID = /^[\w-]{11}$/
// Paths whose second segment is the video id: Shorts, the embed player, live streams.
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v'])
const VIDEO_FILE = /\.(mp4|m4v|webm|mov|ogv)$/i

export type VideoLink =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'invalid'; message: string }

/**
 * Reads a link the team pasted: any YouTube video link (watch, Shorts, youtu.be, embed) or a
 * direct https link to a video file. YouTube links the site's player cannot read as they are
 * (Shorts, embed) come back as the equivalent watch link.
 */
export const parseVideoLink = (value: string): VideoLink => {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return { kind: 'invalid', message: 'Enter a full link, e.g. https://www.youtube.com/watch?v=…' }
  }
  if (url.protocol !== 'https:') return { kind: 'invalid', message: 'Use an https:// link' }
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean)
    const id =
      host === 'youtu.be' ? first : ID_PATHS.has(first) ? second : url.searchParams.get('v')
    if (!id || !VIDEO_ID.test(id)) {
      return {
        kind: 'invalid',
        message: 'This YouTube link does not point at one video: open the video and copy its link',
      }
    }
    const readable = youtubeId(url.toString()) === id
    return {
      kind: 'youtube',
      id,
      url: readable ? url.toString() : `https://www.youtube.com/watch?v=${id}`,
    }
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.toString() }
  return {
    kind: 'invalid',
    message: 'Use a YouTube video link or a direct link to a video file (.mp4, .webm, .mov)',
  }
}

const validate = (value: string | null | undefined): true | string => {
  if (!value) return 'A video link is required'
  const link = parseVideoLink(value)
  return link.kind === 'invalid' ? link.message : true
}

const normalise: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  const link = parseVideoLink(value)
  return link.kind === 'invalid' ? value : link.url
}

/** The link of a video: validated, and stored in a form the Video Vault can play. */
export const videoLink = (
  field: Pick<TextField, 'name' | 'label' | 'admin' | 'access'>,
): TextField => ({
  ...field,
  type: 'text',
  required: true,
  validate,
  hooks: { beforeValidate: [normalise] },
})
