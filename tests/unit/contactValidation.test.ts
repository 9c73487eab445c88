import { describe, expect, it } from 'vitest'

import { teamMail } from '@/lib/contact/teamMail'
import { toVideoCard } from '@/components/Videos/videoCard'
import {
  CONTACT_LIMITS,
  contactFormSchema,
  contactPayloadSchema,
  contactSource,
} from '@/lib/validation/contact'

const firstMessage = (input: unknown) => {
  const result = contactFormSchema.safeParse(input)
  return result.success ? null : result.error.issues[0].message
}

const valid = { fullName: 'Dee Fan', email: 'dee@example.test' }

describe('the contact schema', () => {
  it('accepts a name and an e-mail alone, the other four fields being optional', () => {
    expect(contactFormSchema.parse(valid)).toEqual(valid)
    expect(firstMessage({ ...valid, message: '', phoneNumber: null })).toBeNull()
  })

  it.each([
    [{ email: valid.email }, 'Full name is required'],
    [{ ...valid, fullName: '   ' }, 'Full name is required'],
    [{ ...valid, fullName: 'x'.repeat(201) }, 'Full name must be at most 200 characters'],
    [{ fullName: valid.fullName }, 'Please enter a valid email address'],
    [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...valid, phoneNumber: '1'.repeat(51) }, 'Phone number must be at most 50 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })

  it('keeps the limits of the Contacts collection', () => {
    expect(CONTACT_LIMITS).toMatchObject({
      fullName: 200,
      mailingAddress: 500,
      phoneNumber: 50,
      socialMedia: 200,
      message: 5000,
    })
  })

  it('lets the call carry source, status and the honeypot without failing', () => {
    const parsed = contactPayloadSchema.parse({ ...valid, source: 'x', status: 'replied' })
    expect(parsed.status).toBe('replied')
  })
})

describe('contactSource', () => {
  it('keeps a known source and turns anything else into website', () => {
    expect(contactSource('landing')).toBe('landing')
    expect(contactSource('admin-import')).toBe('website')
    expect(contactSource({ evil: true })).toBe('website')
    expect(contactSource(undefined)).toBe('website')
  })
})

describe('teamMail', () => {
  it('names the sender in the subject, on one line, and carries the message', () => {
    const mail = teamMail({ ...valid, fullName: 'Dee\r\nBcc: x', message: 'Book us!' })
    expect(mail.subject).toBe('New message from Dee Bcc: x')
    expect(mail.text).toContain('E-mail: dee@example.test')
    expect(mail.text).toContain('Book us!')
    expect(mail.text).not.toContain('Phone:')
  })
})

describe('toVideoCard', () => {
  const video = {
    id: 'v1',
    title: 'Live',
    description: null,
    videoUrl: 'https://youtu.be/Lb9wR5eVz1M',
    thumbnailUrl: null,
    memberOnly: true,
    isPromo: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  }

  it('derives the thumbnail from the video id when none is stored', () => {
    expect(toVideoCard(video)).toMatchObject({
      youtubeId: 'Lb9wR5eVz1M',
      thumbnail: { src: 'https://i.ytimg.com/vi/Lb9wR5eVz1M/hqdefault.jpg', stored: false },
    })
  })

  it('has no id and no thumbnail for a link it cannot read', () => {
    expect(toVideoCard({ ...video, videoUrl: 'https://vimeo.com/1' })).toMatchObject({
      youtubeId: null,
      thumbnail: null,
    })
  })
})
