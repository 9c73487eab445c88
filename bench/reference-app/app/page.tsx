// About 40 KB of plain text in a heading and a few paragraphs, rendered at build time.
const SENTENCES = [
  'The quick brown fox jumps over the lazy dog while the band tunes its instruments backstage.',
  'A record is a moment kept on purpose, and every listener brings a different room to it.',
  'Rehearsals run late on Thursdays, so the neighbours have learned every chorus by heart.',
  'The tour van smells of coffee, cables and the faint memory of last summer’s festival.',
  'Photographs from the first concert show more smiles than anyone remembers having.',
  'Each song starts as a hummed line on a phone and ends as a page of scribbled chords.',
  'Videos of the studio sessions reveal how many takes a simple bridge can really need.',
  'Quiet songs carry further than loud ones when the hall is full and the lights are low.',
]

const PARAGRAPHS = 8
const SENTENCES_PER_PARAGRAPH = 60

const paragraphs = Array.from({ length: PARAGRAPHS }, (_, paragraph) =>
  Array.from(
    { length: SENTENCES_PER_PARAGRAPH },
    (_, sentence) => SENTENCES[(paragraph * 3 + sentence) % SENTENCES.length],
  ).join(' '),
)

export default function Page() {
  return (
    <main>
      <h1>Empty page reference</h1>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  )
}
