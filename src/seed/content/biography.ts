/** The About page's ten sections (spec §2), as the team first publishes them. */
export const BIOGRAPHY_SECTIONS: ReadonlyArray<{ heading: string; body: string[] }> = [
  {
    heading: 'Origins & Foundation',
    body: [
      'KAIRO grew up on Gun Hill Road in the Bronx, where the corner store played salsa, the block party played boom bap and the subway rattled under all of it. He wrote his first sixteen bars on the back of a MetroCard map at eleven.',
      'The foundation was simple: say something true, say it with rhythm, and never waste the listener’s time.',
    ],
  },
  {
    heading: 'The Curious Mind',
    body: [
      'Before the studio there was the library. KAIRO read jazz biographies, physics paperbacks and old city plans, and he still writes with a notebook of questions beside the lyric sheet. Curiosity, he says, is the only sample that never needs clearing.',
    ],
  },
  {
    heading: 'Artistic Evolution',
    body: [
      'The early mixtapes were raw: a drum machine, a borrowed microphone and a closet lined with blankets. Over five projects the sound opened up — live bass, horn sections recorded in a church basement, and hooks built to be shouted back by a room.',
    ],
  },
  {
    heading: 'Today’s Vision',
    body: [
      'Today KAIRO runs his own label and releases music straight to the people who care about it. Every track on this site is mastered for headphones and for a car with the windows down.',
    ],
  },
  {
    heading: 'Experience the Journey',
    body: [
      'Stream the previews, watch the videos, and follow the story as it is written. Members get the full tracks, downloads for keeps and the first word on shows.',
    ],
  },
  {
    heading: 'Early Life',
    body: [
      'Raised by his grandmother and two older sisters, KAIRO learned cadence from Sunday sermons and timing from double-dutch ropes. He DJ’d school dances at fourteen and battled on the Fordham Road steps at sixteen.',
    ],
  },
  {
    heading: 'Musical Influences',
    body: [
      'The classic New York storytellers, the soul records in his grandmother’s cabinet, Afro-Cuban percussion from the neighbourhood and the restless energy of drill all meet in his music. He credits jazz drummers for teaching him where not to play.',
    ],
  },
  {
    heading: 'Career Highlights',
    body: [
      'A sold-out hometown show at a 900-capacity room, a single that ran on New York radio for a whole summer, and a string of festival sets across the East Coast. ‘Steppin Out’ became the anthem of his first headline run.',
    ],
  },
  {
    heading: 'What’s Next',
    body: [
      'A new album is in the works for 2025, followed by a tour through 2025-26 that starts in New York and heads out across North America and Europe. Members hear the new music first.',
    ],
  },
  {
    heading: 'Artist Philosophy',
    body: [
      '“Every city has a rhythm. My job is to hear it before anybody else and hand it back to the people who made it.” — KAIRO',
    ],
  },
]
