import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuditLogs } from '@/collections/AuditLogs'
import { AuthChallenges } from '@/collections/AuthChallenges'
import { Contacts } from '@/collections/Contacts'
import { DataExportRequests } from '@/collections/DataExportRequests'
import { LoginAttempts } from '@/collections/LoginAttempts'
import { Media } from '@/collections/Media'
import { PasswordHistory } from '@/collections/PasswordHistory'
import { closeInternalDoors } from '@/collections/PayloadInternals'
import { Photos } from '@/collections/Photos'
import { Purchases } from '@/collections/Purchases'
import { Renditions } from '@/collections/Renditions'
import { MailOutbox } from '@/collections/MailOutbox'
import { StripeEvents } from '@/collections/StripeEvents'
import { TrackAudio } from '@/collections/TrackAudio'
import { Tracks } from '@/collections/Tracks'
import { Releases } from '@/collections/Releases'
import { UserFilePermissions } from '@/collections/UserFilePermissions'
import { Users } from '@/collections/Users'
import { Videos } from '@/collections/Videos'
import { UserSessions } from '@/collections/UserSessions'
import { SITE_ICON_DATA_URL } from '@/components/Cms/siteIcon'
import { Biography } from '@/globals/Biography'
import { SiteSettings } from '@/globals/SiteSettings'
import { decimalColumns } from '@/lib/db/decimalColumns'
import { withPoolErrorsHandled } from '@/lib/db/poolErrors'
import { databaseUrl, payloadSecret } from '@/lib/env'
import { accountMailTasks } from '@/lib/auth/mailJobs'
import { jobsConfig } from '@/lib/jobs/queue'
import { formatBytes, masterMaxBytes } from '@/lib/audio/masterLimits'
import { renditionTasks, sweepTrackFiles } from '@/lib/audio/renditions/jobs'
import { privacyTasks } from '@/lib/privacy/jobs'
import { deliverOutbox } from '@/lib/mail/outbox'
import { openDueReleases } from '@/lib/commerce/preOrders'
import { migrations } from '@/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const built = buildConfig({
  secret: payloadSecret(),
  routes: { admin: '/cms', api: '/api/cms' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: {
      titleSuffix: ' · KAIRO CMS',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: SITE_ICON_DATA_URL }],
    },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'src/app/(payload)/cms/importMap.js'),
    },
    // The site's brand in the CMS: its mark, icon and palette (src/app/(payload)/custom.scss),
    // a way back to the site, and a first screen of what needs the team (src/components/Cms).
    components: {
      graphics: {
        Logo: '@/components/Cms/CmsLogo#CmsLogo',
        Icon: '@/components/Cms/CmsIcon#CmsIcon',
      },
      header: ['@/components/Cms/CmsTokens#CmsTokens'],
      beforeNavLinks: ['@/components/Cms/CmsNavBrand#CmsNavBrand'],
      afterNavLinks: ['@/components/Cms/ViewSiteLink#ViewSiteLink'],
      beforeDashboard: ['@/components/Cms/Dashboard/CmsDashboard#CmsDashboard'],
      views: {
        login: { Component: '@/components/CmsLogin/CmsLogin#CmsLogin', path: '/login' },
      },
    },
  },
  // The CMS lists its groups in this order: Catalogue, Inbox, Store, People, Security.
  collections: [
    Releases,
    Tracks,
    TrackAudio,
    Renditions,
    Videos,
    Photos,
    Media,
    Contacts,
    Purchases,
    StripeEvents,
    MailOutbox,
    UserFilePermissions,
    Users,
    DataExportRequests,
    AuditLogs,
    LoginAttempts,
    UserSessions,
    PasswordHistory,
    AuthChallenges,
  ],
  globals: [SiteSettings, Biography],
  // Uploads go to temporary files as they arrive, never whole into memory (a master may be up to
  // MASTER_MAX_BYTES, 1 GB by default; Payload's own limit was 50 MB per request). A larger file
  // is refused with 413 while it is still arriving.
  upload: {
    useTempFiles: true,
    tempFileDir: path.join(os.tmpdir(), 'artist-uploads'),
    limits: { fileSize: masterMaxBytes() },
    requestSizeLimit: masterMaxBytes() + 1024 * 1024,
    abortOnLimit: true,
    responseOnLimit: `A file can be at most ${formatBytes(masterMaxBytes())}.`,
  },
  jobs: jobsConfig([...privacyTasks, ...accountMailTasks, ...renditionTasks], async (payload) => {
    await sweepTrackFiles(payload)
    // Pre-orders whose day has come: opened, and their buyers' e-mails queued.
    await openDueReleases(payload)
    // E-mails due now: new ones missed by their kick, retries, and those of a dead sender.
    await deliverOutbox(payload)
  }),
  editor: lexicalEditor(),
  db: withPoolErrorsHandled(
    postgresAdapter({
      pool: { connectionString: databaseUrl() },
      idType: 'uuid',
      // The schema only changes through committed migrations (src/migrations).
      push: false,
      migrationDir: path.resolve(dirname, 'src/migrations'),
      prodMigrations: migrations,
      afterSchemaInit: [decimalColumns],
    }),
  ),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})

// Payload's own collections and routes, closed where Payload offers no option (see there).
export default closeInternalDoors(built)
