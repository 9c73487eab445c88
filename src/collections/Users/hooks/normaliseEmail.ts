import type { CollectionBeforeValidateHook } from 'payload'

/** E-mail addresses are unique whatever their case, so they are stored lower-cased. */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') {
    data.email = data.email.trim().toLowerCase()
  }
  return data
}
