import { describe, expect, it } from 'vitest'

import { splitReply } from '@/components/Assistant/replyLinks'

describe('links in a reply', () => {
  it('turns site paths into links and keeps the sentence around them', () => {
    expect(splitReply('Stream it on /music. Bought tracks wait in /dashboard!')).toEqual([
      { kind: 'text', text: 'Stream it on ' },
      { kind: 'link', text: '/music', href: '/music' },
      { kind: 'text', text: '. Bought tracks wait in ' },
      { kind: 'link', text: '/dashboard', href: '/dashboard' },
      { kind: 'text', text: '!' },
    ])
  })

  it('keeps query strings and anchors, and takes a path in brackets or at the start', () => {
    expect(splitReply('/checkout?trackId=3 (see /landing#music)')).toEqual([
      { kind: 'link', text: '/checkout?trackId=3', href: '/checkout?trackId=3' },
      { kind: 'text', text: ' (see ' },
      { kind: 'link', text: '/landing#music', href: '/landing#music' },
      { kind: 'text', text: ')' },
    ])
  })

  it('reads a Markdown link to a site path as a link with its label', () => {
    expect(splitReply('Open [the Video Vault](/videos).')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'the Video Vault', href: '/videos' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves outside addresses, protocol-relative paths and slashes inside words as text', () => {
    for (const text of [
      'Watch on https://youtube.com/watch?v=1',
      'Not //evil.example/x',
      'and/or 24/7, music / videos',
      '[click](https://evil.example)',
    ]) {
      expect(splitReply(text)).toEqual([{ kind: 'text', text }])
    }
  })

  it('keeps markup as visible text, never as HTML', () => {
    const segments = splitReply('<img src=x onerror=alert(1)> <b>hi</b>')
    expect(segments).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)> <b>hi</b>' }])
  })

  it('gives plain text back whole', () => {
    expect(splitReply('KAIRO makes hip-hop.\nFrom New York.')).toEqual([
      { kind: 'text', text: 'KAIRO makes hip-hop.\nFrom New York.' },
    ])
  })
})
