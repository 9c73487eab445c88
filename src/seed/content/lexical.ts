import type { Biography } from '@/payload-types'

const text = (value: string) => ({
  type: 'text',
  text: value,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const block = (type: 'paragraph' | 'quote', value: string) => ({
  type,
  children: [text(value)],
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  textFormat: 0,
  version: 1,
})

const heading = (value: string) => ({
  type: 'heading',
  tag: 'h2',
  children: [text(value)],
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
})

/** Sections as Lexical JSON: a heading each; the last one (the philosophy) as a quote. */
export const sectionsToLexical = (
  sections: ReadonlyArray<{ heading: string; body: string[] }>,
): Biography['content'] => {
  const children = sections.flatMap((section, index) => {
    const kind = index === sections.length - 1 ? 'quote' : 'paragraph'
    return [heading(section.heading), ...section.body.map((body) => block(kind, body))]
  })
  return {
    root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
  } as Biography['content']
}
