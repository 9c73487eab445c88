/** Demo catalogue: original titles; the audio and artwork are synthesised at seed time. */

export const DEMO_ARTIST = 'KAIRO'

export const DEMO_TRACKS = [
  {
    title: 'Steppin Out',
    price: 1.99,
    previewStart: 41,
    seconds: 124,
    bpm: 94,
    rootHz: 55,
    description: 'The lead single: horns, handclaps and a hook for the whole block.',
    lyrics: [
      'Lace up, lights on, the avenue is humming',
      'Every corner got a story and the story keeps coming',
      'Horns in the window, handclaps on the stoop',
      'We step out together, the whole block in the loop',
    ].join('\n'),
    credits: 'Written and performed by KAIRO\nProduced by KAIRO\nHorns arranged by the demo band',
    isrc: 'QZDEM2600001',
  },
  {
    title: 'Concrete Dreams',
    price: 0,
    previewStart: 0,
    seconds: 96,
    bpm: 88,
    rootHz: 49,
    description: 'A free gift for the fans — late-night keys over a dusty break.',
    lyrics: [
      'Streetlight hum and a notebook on my knee',
      'Building castles out of concrete, that is all they let me see',
    ].join('\n'),
    credits: 'Written and performed by KAIRO\nKeys and drums: KAIRO',
    isrc: 'QZDEM2600002',
  },
  {
    title: 'Uptown Lights',
    price: 1.29,
    previewStart: 0,
    seconds: 102,
    bpm: 90,
    rootHz: 58.27,
    description: 'Neon, rain and the 2 train: a love letter to Harlem at night.',
  },
  {
    title: 'Late Train to Harlem',
    price: 0.99,
    previewStart: 0,
    seconds: 98,
    bpm: 84,
    rootHz: 46.25,
    description: 'Storytelling over a rolling bassline and brushed drums.',
  },
  {
    title: 'Bodega Philosophy',
    // Name your price: $1.49 or more, $3 suggested.
    priceMode: 'name-your-price',
    price: 1.49,
    suggestedPrice: 3,
    maximumPrice: 50,
    previewStart: 0,
    seconds: 105,
    bpm: 97,
    rootHz: 51.91,
    description: 'Wisdom from behind the counter, with a chopped soul sample feel.',
  },
  {
    title: 'Bridge & Tunnel Freestyle',
    price: 0,
    previewStart: 0,
    seconds: 92,
    bpm: 100,
    rootHz: 61.74,
    description: 'One take, no hook, straight from the studio floor.',
  },
  {
    title: 'Five Boroughs',
    price: 1.29,
    previewStart: 0,
    seconds: 110,
    bpm: 92,
    rootHz: 55,
    description: 'The next single: one verse for each borough, out next month.',
  },
  {
    title: 'Roll Call',
    price: 0.99,
    previewStart: 0,
    seconds: 94,
    bpm: 92,
    rootHz: 41.2,
    description: 'The B-side, out now as a first taste of Five Boroughs.',
  },
] as const

export const DEMO_VIDEOS = [
  {
    title: 'Steppin Out (Official Video)',
    description: 'Shot in one night across the Bronx and Harlem.',
    videoUrl: 'https://www.youtube.com/watch?v=Kx7dM2pQw4E',
    memberOnly: false,
    isPromo: true,
  },
  {
    title: 'Uptown Lights (Studio Session)',
    description: 'The live band arrangement, recorded in a church basement.',
    videoUrl: 'https://www.youtube.com/watch?v=Ub3nH8sLt2Q',
    memberOnly: true,
    isPromo: false,
  },
  {
    title: 'Live at the Bowery',
    description: 'The hometown headline show, front to back.',
    videoUrl: 'https://youtu.be/Lb9wR5eVz1M',
    memberOnly: true,
    isPromo: false,
  },
  {
    title: 'Behind the Verses: Bodega Philosophy',
    description: 'KAIRO breaks down the writing, line by line.',
    videoUrl: 'https://www.youtube.com/watch?v=Bp4yT6nGk8D',
    memberOnly: true,
    isPromo: false,
  },
] as const

/**
 * The demo's releases: an EP of four catalogue tracks, sold as name-your-price, and a single on
 * pre-order a month ahead, one of its tracks a teaser.
 */
export const DEMO_RELEASES = [
  {
    title: 'Lenox After Dark',
    slug: 'lenox-after-dark',
    releaseType: 'ep',
    description:
      'Four tracks from the A train to the corner store: the late-night side of Harlem, in one ' +
      'sitting.',
    credits: 'Written and performed by KAIRO\nMixed and mastered at Lenox Sound, New York',
    tracks: ['Steppin Out', 'Uptown Lights', 'Late Train to Harlem', 'Bodega Philosophy'],
    // Name your price: $5 or more, $8 suggested.
    priceMode: 'name-your-price',
    price: 5,
    suggestedPrice: 8,
    maximumPrice: 100,
  },
  {
    title: 'Five Boroughs',
    slug: 'five-boroughs',
    releaseType: 'single',
    description: 'One verse for each borough, and a B-side for the block party after.',
    credits: 'Written and performed by KAIRO\nProduced by KAIRO',
    tracks: ['Five Boroughs', 'Roll Call'],
    // A pre-order: dated a month ahead, with its B-side as a teaser.
    daysAhead: 30,
    teasers: ['Roll Call'],
    priceMode: 'fixed',
    price: 1.99,
  },
] as const

type PhotoCategory = 'album-covers' | 'creative' | 'formal' | 'portrait' | 'lifestyle' | 'personal'
type PhotoSize = 'large' | 'wide' | 'regular'

export const DEMO_PHOTOS: ReadonlyArray<{
  title: string
  category: PhotoCategory
  size: PhotoSize
  description: string
}> = [
  {
    title: 'Steppin Out Cover',
    category: 'album-covers',
    size: 'large',
    description: 'The single’s artwork.',
  },
  {
    title: 'Concrete Dreams Cover',
    category: 'album-covers',
    size: 'regular',
    description: 'Artwork for the free track.',
  },
  {
    title: 'Neon Study',
    category: 'creative',
    size: 'wide',
    description: 'Light painting on 125th Street.',
  },
  {
    title: 'Double Exposure',
    category: 'creative',
    size: 'regular',
    description: 'Skyline over portrait.',
  },
  {
    title: 'Gala Night',
    category: 'formal',
    size: 'regular',
    description: 'Black tie at the awards.',
  },
  {
    title: 'The Tailor',
    category: 'formal',
    size: 'wide',
    description: 'Fitting before the tour.',
  },
  {
    title: 'Rooftop Portrait',
    category: 'portrait',
    size: 'large',
    description: 'Golden hour, Bronx rooftop.',
  },
  { title: 'Studio Glow', category: 'portrait', size: 'regular', description: 'Between takes.' },
  {
    title: 'Corner Store',
    category: 'lifestyle',
    size: 'regular',
    description: 'The bodega that named a song.',
  },
  {
    title: 'Subway Sessions',
    category: 'lifestyle',
    size: 'wide',
    description: 'Writing on the 2 train.',
  },
  {
    title: 'Courtside',
    category: 'lifestyle',
    size: 'regular',
    description: 'Saturday pickup game.',
  },
  {
    title: 'Grandma’s Kitchen',
    category: 'personal',
    size: 'regular',
    description: 'Where it all started.',
  },
  {
    title: 'First Notebook',
    category: 'personal',
    size: 'regular',
    description: 'Rhymes from age eleven.',
  },
]
