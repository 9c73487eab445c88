import type { Resolver, ResolverResult } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { lazyResolver } from '@/components/Form/lazyResolver'

type Values = { email: string }

const realResolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.email.includes('@')
    ? { values, errors: {} }
    : { values: {}, errors: { email: { type: 'format', message: 'Please enter a valid email' } } }

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('lazyResolver', () => {
  it('fetches the real resolver once, on first use, and answers with it', async () => {
    const load = vi.fn(async () => realResolver)
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    const [bad, good] = await Promise.all([
      resolver({ email: 'nope' }, undefined, options),
      resolver({ email: 'fan@example.com' }, undefined, options),
    ])
    expect(bad.errors.email?.message).toBe('Please enter a valid email')
    expect(good).toEqual({ values: { email: 'fan@example.com' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preload starts the fetch that validation then reuses', async () => {
    const load = vi.fn(async () => realResolver)
    const resolver = lazyResolver(load)
    resolver.preload()
    resolver.preload()
    await resolver({ email: 'fan@example.com' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed fetch is retried on the next validation, then kept', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(realResolver)
    const resolver = lazyResolver(load)
    resolver.preload() // fails quietly
    await new Promise((resolve) => setTimeout(resolve, 0))
    await expect(resolver({ email: 'a@b.co' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    })
    await resolver({ email: 'a@b.co' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
