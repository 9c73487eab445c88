import { z } from 'zod'

export const PROFILE_IMAGE_URL_MAX = 2048
export const PROFILE_IMAGE_URL_ERROR = 'Use an http(s) link or a path on this site'

/** A path on this site: one leading slash (two would name another host), no spaces or quotes. */
const SITE_PATH = /^\/(?![/\\])[^\s"'<>\\`]*$/

const isImageAddress = (value: string): boolean => {
  if (value.startsWith('/')) return SITE_PATH.test(value)
  // The same characters are refused in full links, which are shown as written.
  if (/[\s"'<>\\`]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * A member's profile picture is shown as an image source, so only a web link or a path on the
 * site is stored: never `javascript:`, `data:` or markup.
 */
export const profileImageUrlSchema = z
  .string({ error: PROFILE_IMAGE_URL_ERROR })
  .trim()
  .max(PROFILE_IMAGE_URL_MAX, { error: 'The picture link is too long' })
  .refine(isImageAddress, { error: PROFILE_IMAGE_URL_ERROR })
