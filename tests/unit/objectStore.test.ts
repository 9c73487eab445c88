import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { MAX_URL_SECONDS, objectKeyOf, objectStore, s3Settings } from '@/lib/storage/objectStore'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('S3 settings', () => {
  it('are off without S3_BUCKET: files stay in the local folders', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
  })

  it('read the bucket, endpoint, prefix and URL lifetime, with S3-compatible checksums', () => {
    const settings = s3Settings({
      S3_BUCKET: 'kairo-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/prod',
      S3_URL_SECONDS: '60',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(settings).toMatchObject({ bucket: 'kairo-files', prefix: 'prod/', urlSeconds: 60 })
    expect(settings!.client).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    })
    // Without keys, the SDK's own chain (an instance role); URLs live 5 minutes by default.
    const defaults = s3Settings({ S3_BUCKET: 'kairo-files' })!
    expect(defaults).toMatchObject({ prefix: '', urlSeconds: 300 })
    expect(defaults.client).not.toHaveProperty('credentials')
    expect(defaults.client).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
  })

  it('refuse a URL lifetime that is not short, and half a key pair', () => {
    for (const seconds of ['0', '-5', '1.5', 'soon', String(MAX_URL_SECONDS + 1)]) {
      expect(() => s3Settings({ S3_BUCKET: 'b', S3_URL_SECONDS: seconds })).toThrow(
        /S3_URL_SECONDS must be a whole number of seconds from 1 to 3600/,
      )
    }
    expect(() => s3Settings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
    )
  })
})

describe('object keys', () => {
  it('are the storage folder and the path inside it; other files have none', () => {
    Object.assign(process.env, {
      S3_BUCKET: 'b',
      S3_PREFIX: 'site',
      MEDIA_DIR: '/srv/kairo/media',
      TRACK_AUDIO_DIR: '/srv/kairo/track-audio',
      RENDITIONS_DIR: '/srv/kairo/renditions',
      EXPORT_DIR: '/srv/kairo/exports',
    })
    const store = objectStore()!
    expect(objectKeyOf(store, '/srv/kairo/media/cover-640x640.jpg')).toBe(
      'site/media/cover-640x640.jpg',
    )
    expect(objectKeyOf(store, '/srv/kairo/renditions/releases/abc.zip')).toBe(
      'site/renditions/releases/abc.zip',
    )
    expect(objectKeyOf(store, '/srv/kairo/exports/id.json')).toBe('site/exports/id.json')
    expect(objectKeyOf(store, path.join('/srv/kairo/media', '..', 'secrets.env'))).toBeNull()
    expect(objectKeyOf(store, '/etc/passwd')).toBeNull()
    expect(objectKeyOf(store, '/srv/kairo/media')).toBeNull()
  })
})
