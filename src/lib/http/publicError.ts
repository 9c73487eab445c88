import { APIError } from 'payload'

/**
 * A refusal from a Payload hook whose message the caller (the CMS, a REST client) must read.
 * The production bundle leaves Payload's error class without a name, and Payload then answers
 * "An unknown error occurred." instead of the message: the name is set here.
 */
export const publicError = (message: string, status: number): APIError => {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}
