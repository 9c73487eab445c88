import { z } from 'zod'

/** RFC 5321's limit; a longer address would also not fit the e-mail columns' indexes. */
export const EMAIL_MAX = 254

export const INVALID_EMAIL = 'Please enter a valid email address'

/**
 * zod lets a domain label end with a hyphen (`a@b-.test`); Payload's e-mail fields (and DNS)
 * refuse it, so such an address passed the form and failed the save.
 */
const hasValidDomainLabels = (address: string): boolean =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .split('.')
    .every((label) => !label.startsWith('-') && !label.endsWith('-'))

/** An address both the forms and the collections accept. */
export const emailAddress = () =>
  z.email({ error: INVALID_EMAIL }).refine(hasValidDomainLabels, { error: INVALID_EMAIL })
