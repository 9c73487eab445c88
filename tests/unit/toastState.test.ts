import { describe, expect, it } from 'vitest'

import {
  initialToastState,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  type ToastRecord,
  toastReducer,
  type ToastState,
  toRecord,
} from '@/components/Toast/toastState'

const add = (state: ToastState, toast: ToastRecord) => toastReducer(state, { type: 'add', toast })
const two = () =>
  add(add(initialToastState, toRecord('a', { title: 'A' })), toRecord('b', { title: 'B' }))

describe('the toast reducer', () => {
  it('keeps at most TOAST_LIMIT toasts, the newest replacing the oldest', () => {
    expect(TOAST_LIMIT).toBe(1)
    const state = two()
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b'])
  })

  it('gives a new toast the default variant and a 5000 ms duration, open', () => {
    const [toast] = add(initialToastState, toRecord('a', { title: 'Saved' })).toasts
    expect(toast).toMatchObject({
      variant: 'default',
      duration: TOAST_DEFAULT_DURATION,
      open: true,
    })
    expect(TOAST_DEFAULT_DURATION).toBe(5000)
  })

  it('updates only the named toast and keeps fields the update leaves out', () => {
    const state = add(initialToastState, toRecord('a', { title: 'Saving', description: 'Wait' }))
    const next = toastReducer(state, {
      type: 'update',
      id: 'a',
      props: { title: 'Saved', variant: undefined },
    })
    expect(next.toasts[0]).toMatchObject({
      title: 'Saved',
      description: 'Wait',
      variant: 'default',
    })
    expect(toastReducer(state, { type: 'update', id: 'zz', props: { title: 'X' } })).toEqual(state)
  })

  it('closes a dismissed toast at once but keeps it in memory', () => {
    const state = add(initialToastState, toRecord('a', { title: 'A' }))
    const next = toastReducer(state, { type: 'dismiss', id: 'a' })
    expect(next.toasts).toHaveLength(1)
    expect(next.toasts[0].open).toBe(false)
  })

  it('dismisses every toast when no id is given', () => {
    const state: ToastState = {
      toasts: [toRecord('a', { title: 'A' }), toRecord('b', { title: 'B' })],
    }
    const next = toastReducer(state, { type: 'dismiss' })
    expect(next.toasts.every((toast) => !toast.open)).toBe(true)
  })

  it('removes one toast by id, or all of them without one', () => {
    const state: ToastState = {
      toasts: [toRecord('a', { title: 'A' }), toRecord('b', { title: 'B' })],
    }
    expect(toastReducer(state, { type: 'remove', id: 'a' }).toasts.map((t) => t.id)).toEqual(['b'])
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([])
  })

  it('never changes the state it was given', () => {
    const state = add(initialToastState, toRecord('a', { title: 'A' }))
    const frozen = structuredClone(state)
    toastReducer(state, { type: 'dismiss', id: 'a' })
    toastReducer(state, { type: 'update', id: 'a', props: { title: 'B' } })
    expect(state).toEqual(frozen)
    expect(initialToastState.toasts).toEqual([])
  })
})
