import { describe, expect, it } from 'vitest'

import { musicJsonLd, serializeJsonLd } from '@/components/Music/musicJsonLd'
import { isoDuration, priceBadge, trackNumber } from '@/components/Music/trackDisplay'
import type { PublicTrack } from '@/lib/catalogue/tracks'

describe('music catalogue display', () => {
  it('numbers tracks with two digits from 01', () => {
    expect([0, 1, 8, 9, 99].map(trackNumber)).toEqual(['01', '02', '09', '10', '100'])
  })

  it('badges a 0.00 price as a free track and any other as premium with its dollar price', () => {
    const fixed = (price: string) => ({ price, priceMode: 'fixed' as const })
    expect(priceBadge(fixed('0.00'))).toBe('FREE TRACK')
    expect(priceBadge(fixed('1.99'))).toBe('PREMIUM • $1.99')
    expect(priceBadge(fixed('12.50'))).toBe('PREMIUM • $12.50')
  })

  it('badges name-your-price with its minimum, or alone where $0 is allowed', () => {
    const nyp = (price: string) => ({ price, priceMode: 'name-your-price' as const })
    expect(priceBadge(nyp('5.00'))).toBe('$5.00 OR MORE')
    expect(priceBadge(nyp('0.00'))).toBe('PAY WHAT YOU WANT')
  })

  it.each([
    ['3:25', 'PT3M25S'],
    ['0:45', 'PT45S'],
    ['4:00', 'PT4M'],
    ['1:02:03', 'PT1H2M3S'],
    ['0:00', 'PT0S'],
  ])('writes %s as the ISO 8601 duration %s', (clock, iso) => {
    expect(isoDuration(clock)).toBe(iso)
  })

  it.each(['', 'abc', '3', '3:75', '1:2:3:4'])(
    'leaves out a duration it cannot read (%j)',
    (clock) => {
      expect(isoDuration(clock)).toBeUndefined()
    },
  )

  it('describes every track as a MusicRecording with a USD offer, safe inside a script tag', () => {
    const track = {
      title: 'Steppin Out </script>',
      artist: 'KAIRO',
      price: '1.99',
      duration: '3:25',
    } as PublicTrack
    const data = musicJsonLd([track])
    expect(data['@graph'][0]).toEqual({
      '@type': 'MusicRecording',
      name: 'Steppin Out </script>',
      byArtist: { '@type': 'MusicGroup', name: 'KAIRO' },
      duration: 'PT3M25S',
      offers: { '@type': 'Offer', price: '1.99', priceCurrency: 'USD' },
    })
    const json = serializeJsonLd(data)
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('offers name-your-price as a range from the minimum to the maximum', () => {
    const track = {
      title: 'Your Call',
      artist: 'KAIRO',
      price: '5.00',
      priceMode: 'name-your-price',
      maximumPrice: '50.00',
      duration: '3:00',
    } as PublicTrack
    expect(musicJsonLd([track])['@graph'][0]!.offers).toEqual({
      '@type': 'Offer',
      price: '5.00',
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: '5.00',
        maxPrice: '50.00',
        priceCurrency: 'USD',
      },
    })
  })
})
