import type { FieldValues, Resolver } from 'react-hook-form'

export type LazyResolver<Values extends FieldValues, Context, Output> = Resolver<
  Values,
  Context,
  Output
> & {
  /** Starts fetching the real resolver; give it to the form's onFocus and onPointerEnter. */
  preload: () => void
}

/**
 * A react-hook-form resolver that fetches the real one (the zod schema, zod itself and
 * @hookform/resolvers: over 30 kB gzipped) the first time the form validates, so a page ships
 * without them until someone fills in its form. Preloaded on the first focus, it is there by
 * the time the first field is checked. A failed fetch is retried on the next validation.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Values, Context, Output> {
  let pending: Promise<Resolver<Values, Context, Output>> | null = null
  const resolve = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await resolve())(values, context, options)
  return Object.assign(resolver, { preload: () => void resolve().catch(() => undefined) })
}
