/**
 * A reply is plain text. Site paths in it ('/music', '/checkout?trackId=3', or a Markdown
 * '[the music page](/music)') become links; everything else stays text, never HTML.
 */
export type ReplySegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// A path starts a word (or follows '(' or a quote) and never with '//', which would leave the site.
const PATH = String.raw`\/[A-Za-z0-9][A-Za-z0-9\-._~%/?=&#+]*`
const LINKS = new RegExp(String.raw`\[([^\]\n]{1,80})\]\((${PATH})\)|(^|[\s("'“‘])(${PATH})`, 'g')
// Sentence punctuation after a path belongs to the sentence.
const TRAILING = /[.,;:!?'"”’)]+$/

export function splitReply(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = []
  const addText = (text: string) => {
    const previous = segments.at(-1)
    if (!text) return
    if (previous?.kind === 'text') previous.text += text
    else segments.push({ kind: 'text', text })
  }
  let last = 0
  for (const match of reply.matchAll(LINKS)) {
    const [whole, label, labelledHref, lead = '', bare] = match
    addText(reply.slice(last, match.index))
    last = match.index + whole.length
    if (label !== undefined) {
      segments.push({ kind: 'link', text: label, href: labelledHref })
      continue
    }
    const href = bare.replace(TRAILING, '')
    addText(lead)
    segments.push({ kind: 'link', text: href, href })
    addText(bare.slice(href.length))
  }
  addText(reply.slice(last))
  return segments
}
