/** Every documented call fails with this one shape: `{ "error": "<message>" }`. */
export const jsonError = (status: number, error: string, headers?: HeadersInit): Response =>
  Response.json({ error }, { status, headers })
