/**
 * The text for a failed request: the server's message when there is one (spec §8), else what
 * the browser said, else a generic line.
 */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Please try again.'
