// Which requests are files sent to the CMS's upload collections (multipart form data; the
// collections of src/lib/security/frontDoor.ts). scripts/server.mjs lets them past its 10 MB
// body limit: they skip Next's proxy (src/proxy.ts's matcher), so Next does not cut them at
// 10 MB, and Payload writes them to a temporary file as they arrive, refusing one over
// MASTER_MAX_BYTES (1 GB by default) with 413 itself. Letter case as the proxy's matcher reads
// it (tests/unit/uploadDoor.test.ts holds the three together).

const CMS_UPLOAD_PATH = /^\/api\/cms\/(?:media|track-audio)(?:[/?]|$)/

/** @param {{ url?: string, headers: Record<string, string | string[] | undefined> }} req */
export const isCmsUpload = (req) =>
  CMS_UPLOAD_PATH.test(req.url ?? '') &&
  /^multipart\/form-data/.test(String(req.headers['content-type'] ?? ''))
