// GET /api/tracks (our catalogue call) against Payload's generic REST list of the same
// collection, in the same run: requests per second, latency, and the ratio between them.
import { compare } from './lib/load.mjs'

// What listPublicTracks (src/lib/catalogue/tracks.ts) asks Payload for, as REST parameters: the
// published tracks in catalogue order, unpaginated, the cover image populated (depth 1), and
// only the fields the public track is made of, so Payload is not timed on data we would drop.
const PAYLOAD_LIST = new URLSearchParams({
  depth: '1',
  pagination: 'false',
  sort: 'position,createdAt',
  'where[_status][equals]': 'published',
  ...Object.fromEntries(
    [
      'title',
      'artist',
      'price',
      'description',
      'coverImage',
      'duration',
      'previewStart',
      'createdAt',
    ].map((field) => [`select[${field}]`, 'true']),
  ),
  'populate[media][url]': 'true',
  'populate[media][sizes]': 'true',
})

export const API_TARGETS = { ratio: 3, p99Ms: 25 }

/** Both lists must hold the same tracks, or the comparison would be of different work. */
async function checkSameTracks(ours, payloads) {
  const [mine, generic] = await Promise.all([
    fetch(ours).then((response) => response.json()),
    fetch(payloads).then((response) => response.json()),
  ])
  const ids = (tracks) => tracks.map((track) => track.id).join()
  if (mine.length === 0 || ids(mine) !== ids(generic.docs)) {
    throw new Error('GET /api/tracks and Payload’s list do not return the same tracks')
  }
  return mine.length
}

/** @param app {{ baseUrl: string }} */
export async function benchApi(app, { connections = 50, duration = 5, rounds = 2 } = {}) {
  const ours = `${app.baseUrl}/api/tracks`
  const payloads = `${app.baseUrl}/api/cms/tracks?${PAYLOAD_LIST}`
  const tracks = await checkSameTracks(ours, payloads)
  const result = await compare(
    {
      app: { url: ours },
      reference: { url: payloads },
      // What any route costs in this Next server: GET /api/init answers without doing anything.
      nextFloor: { url: `${app.baseUrl}/api/init` },
    },
    { connections, duration, rounds },
  )
  return {
    tracks,
    payloadQuery: `/api/cms/tracks?${decodeURIComponent(PAYLOAD_LIST.toString())}`,
    ...result,
    targets: API_TARGETS,
  }
}
