import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getSnapshot, subscribe, toast, TOAST_REMOVE_DELAY } from '@/components/Toast/toast'

const ids = () => getSnapshot().toasts.map((record) => record.id)

describe('the toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    const first = toast({ title: 'First' })
    const second = toast({ title: 'Second' })
    expect(ids()).toEqual([second.id])
    expect(first.id).not.toBe(second.id)
  })

  it('updates a toast through its handle', () => {
    const handle = toast({ title: 'Uploading' })
    handle.update({ title: 'Uploaded', variant: 'destructive' })
    expect(getSnapshot().toasts[0]).toMatchObject({ title: 'Uploaded', variant: 'destructive' })
  })

  it('closes a dismissed toast at once and forgets it after TOAST_REMOVE_DELAY', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    const handle = toast({ title: 'Bye' })
    handle.dismiss()
    expect(getSnapshot().toasts[0]).toMatchObject({ id: handle.id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(ids()).toEqual([handle.id])
    vi.advanceTimersByTime(1)
    expect(ids()).toEqual([])
  })

  it('lets a later toast survive the removal timer of the one it replaced', () => {
    const old = toast({ title: 'Old' })
    old.dismiss()
    const fresh = toast({ title: 'Fresh' })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
    expect(ids()).toEqual([fresh.id])
  })

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    const handle = toast({ title: 'Hi' })
    handle.update({ description: 'there' })
    unsubscribe()
    handle.dismiss()
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
