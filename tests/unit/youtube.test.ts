import { describe, expect, it } from 'vitest'

import { youtubeId } from '@/lib/catalogue/youtube'

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Kx7dM2pQw4E', 'Kx7dM2pQw4E'],
    ['https://youtube.com/watch?v=Kx7dM2pQw4E&t=42', 'Kx7dM2pQw4E'],
    ['https://m.youtube.com/watch?v=Kx7dM2pQw4E', 'Kx7dM2pQw4E'],
    ['https://youtu.be/Lb9wR5eVz1M', 'Lb9wR5eVz1M'],
  ])('reads the id of %s', (url, id) => {
    expect(youtubeId(url)).toBe(id)
  })

  it.each([
    'https://vimeo.com/123456',
    'https://www.youtube.com/channel/abc',
    'https://youtu.be/short',
    'not a url',
    'https://www.youtube.com/watch?v=<script>',
  ])('finds no id in %s', (url) => {
    expect(youtubeId(url)).toBeNull()
  })
})
