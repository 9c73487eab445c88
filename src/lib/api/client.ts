/**
 * The browser's one way to call the documented API: cookies included, JSON in and out, and the
 * error message chosen as the spec says (§8): the body's `error`, else its `message`, else
 * 'Request failed with status {code}'; a body that is not JSON gives the status text.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export async function apiFetch<T>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let data: unknown = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    if (!response.ok) throw new ApiError(response.statusText, response.status)
  }
  if (!response.ok) {
    const fields = (data ?? {}) as { error?: unknown; message?: unknown }
    const message =
      (typeof fields.error === 'string' && fields.error) ||
      (typeof fields.message === 'string' && fields.message) ||
      `Request failed with status ${response.status}`
    throw new ApiError(message, response.status)
  }
  return data as T
}
