/** The 409s of a checkout for what the member owns already (the server says, the page shows). */
export const ALREADY_OWNED_MESSAGE = 'You already own this track.'
export const RELEASE_OWNED_MESSAGE =
  'You already own this release: every track on it is in your library.'

export const isOwnedMessage = (message: string) =>
  message === ALREADY_OWNED_MESSAGE || message === RELEASE_OWNED_MESSAGE
