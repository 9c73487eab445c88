/** The photos page's filter buttons, in order; also the Photos collection's category options. */
export const PHOTO_CATEGORIES = [
  { label: 'Album Covers', value: 'album-covers' },
  { label: 'Creative', value: 'creative' },
  { label: 'Formal', value: 'formal' },
  { label: 'Portrait', value: 'portrait' },
  { label: 'Lifestyle', value: 'lifestyle' },
  { label: 'Personal', value: 'personal' },
] as const
