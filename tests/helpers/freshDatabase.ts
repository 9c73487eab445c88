import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createTestDatabase } from './databases'

// Runs before each integration test file imports the Payload config, which reads DATABASE_URL.
process.env.DATABASE_URL = await createTestDatabase()
process.env.DEMO_MODE = 'false'
// Uploads made by a test file go to its own temporary folders, never into the working tree.
const uploads = await mkdtemp(path.join(tmpdir(), 'artist-uploads-'))
process.env.MEDIA_DIR = path.join(uploads, 'media')
process.env.TRACK_AUDIO_DIR = path.join(uploads, 'track-audio')
process.env.MAIL_DIR = path.join(uploads, 'mail')
process.env.EXPORT_DIR = path.join(uploads, 'exports')
process.env.RENDITIONS_DIR = path.join(uploads, 'renditions')
// With S3 (TEST_S3=true), each file stores under a folder of its own in the shared bucket.
if (process.env.S3_BUCKET) process.env.S3_PREFIX = `${path.basename(uploads)}/`
