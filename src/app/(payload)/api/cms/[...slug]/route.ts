import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { withJsonErrors } from '@/lib/cms/restErrors'
import { withUploadFrontDoor } from '@/lib/cms/uploadFrontDoor'

// Every failure answers `{ "error": "..." }`, as the site's own API does (src/lib/cms/restErrors.ts).
// A file upload, which skips the proxy, meets its checks here (src/lib/cms/uploadFrontDoor.ts).
export const GET = withJsonErrors(REST_GET(config))
export const POST = withUploadFrontDoor(withJsonErrors(REST_POST(config)))
export const DELETE = withJsonErrors(REST_DELETE(config))
export const PATCH = withUploadFrontDoor(withJsonErrors(REST_PATCH(config)))
export const PUT = withUploadFrontDoor(withJsonErrors(REST_PUT(config)))
export const OPTIONS = withJsonErrors(REST_OPTIONS(config))
