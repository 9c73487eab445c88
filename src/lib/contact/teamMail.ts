import type { Contact } from '@/payload-types'

type Message = Pick<
  Contact,
  'fullName' | 'email' | 'mailingAddress' | 'phoneNumber' | 'socialMedia' | 'message'
>

const LINES: ReadonlyArray<[keyof Message, string]> = [
  ['fullName', 'Name'],
  ['email', 'E-mail'],
  ['phoneNumber', 'Phone'],
  ['socialMedia', 'Social media'],
  ['mailingAddress', 'Mailing address'],
]

/** The e-mail that tells the team a visitor wrote; plain text, so nothing in it is rendered. */
export const teamMail = (contact: Message) => ({
  subject: `New message from ${contact.fullName.replace(/[\r\n]+/g, ' ')}`,
  text: [
    'A visitor sent a message through the contact form.',
    '',
    ...LINES.filter(([field]) => contact[field]).map(
      ([field, label]) => `${label}: ${contact[field]}`,
    ),
    '',
    contact.message || '(no message)',
  ].join('\n'),
})
