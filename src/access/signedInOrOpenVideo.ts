import type { FieldAccess } from 'payload'

/**
 * The link of a members-only video: any signed-in account reads it; visitors read only the links
 * of videos open to everyone. The card, title and thumbnail stay public ('Requires Login').
 */
export const signedInOrOpenVideo: FieldAccess = ({ req: { user }, doc, siblingData }) =>
  Boolean(user) || (doc ?? siblingData)?.memberOnly === false
