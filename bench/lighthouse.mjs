// Lighthouse 12 in its default mobile configuration on the public pages, in Debian's Chromium,
// two ways in the same rounds:
//   simulate  Lighthouse's default: the page loads unthrottled and Lantern simulates the phone
//             (slow 4G, 4× slower CPU) from that load's trace
//   devtools  the same preset applied while the page loads (Lighthouse's "applied throttling":
//             each request held by the preset's latency, the bandwidth capped, the CPU slowed)
// From a server on the same machine the unthrottled load takes ~0.2 s, and whether the
// framework's scripts run before its first frame is a race; the simulation charges the page's
// largest paint with every script that ran before it (README, "What stands between"), so its
// runs of one build fall near 2.0 s or 2.9 s. Applied throttling loads the page as a phone
// would, with no such race. Every page is audited several times (interleaved with the other
// pages) and the median score is reported. An empty Next page (bench/reference-app) is audited
// the same ways in the same rounds: the floor that Next and React alone leave on this machine.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_PAGES = ['/landing', '/music', '/videos', '/photos', '/about', '/contact']
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** Lighthouse's two ways of slowing a page to a phone's pace (see above). */
export const THROTTLING_METHODS = ['simulate', 'devtools']
export const THROTTLING_LABELS = {
  simulate: 'simulated throttling (default)',
  devtools: 'applied throttling',
}
export const LIGHTHOUSE_TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// Lighthouse's own advice for these: "Please run Lighthouse again".
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT', 'PAGE_HUNG'])

/** An audit, run once more when Lighthouse fails in a way it says a second run may not. */
async function audit(url, method) {
  try {
    return await auditOnce(url, method)
  } catch (error) {
    if (!TRANSIENT.has(error.code)) throw error
    console.warn(`Lighthouse (${method}) on ${url}: ${error.code}, running it again`)
    return { ...(await auditOnce(url, method)), retriedAfter: error.code }
  }
}

const ACCEPT_IMAGES = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8'
/** The widest image Lighthouse's phone (412 px at 1.75 device pixels per px) picks from a srcset. */
const PHONE_WIDTHS = 1080

/**
 * Each page and every optimised image it names (each width of each srcset a phone's browser
 * may ask for), fetched once before the audits: the server renders an image at a width the first
 * time it is asked for it and serves it from its cache after that, as it does once a site has
 * had its first visitors. Without this the first round measures the image optimiser at work
 * (its hero ~0.8 s later), not the page.
 */
export async function warmUp(urls) {
  for (const url of urls) {
    const html = await (await fetch(url)).text()
    const images = new Set(
      [...html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]+)"/gi)]
        .flatMap(([, value]) =>
          value.split(',').map((candidate) => candidate.trim().split(/\s/)[0]),
        )
        .filter((path) => path.startsWith('/_next/image?'))
        .map((path) => path.replaceAll('&amp;', '&'))
        .filter((path) => Number(new URL(path, url).searchParams.get('w')) <= PHONE_WIDTHS),
    )
    for (const path of images) {
      const response = await fetch(new URL(path, url), { headers: { accept: ACCEPT_IMAGES } })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`Warming ${url}: ${path} answered ${response.status}`)
    }
  }
}

/** One audit in a fresh browser, so no cache or service worker carries over between runs. */
async function auditOnce(url, method) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      { extends: 'lighthouse:default', settings: { throttlingMethod: method } },
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      const error = new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
      throw Object.assign(error, { code: lhr.runtimeError.code })
    }
    const scores = {}
    for (const category of CATEGORIES) {
      scores[category] = Math.round((lhr.categories[category].score ?? 0) * 100)
    }
    return {
      scores,
      failedAudits: failedAudits(lhr),
      metrics: keyMetrics(lhr),
      documentBytes: documentBytes(lhr),
      opportunities: opportunities(lhr),
    }
  } finally {
    await chrome.kill()
  }
}

/** What an audit found, briefly: the first few of its items (console messages, elements). */
const findings = (audit) =>
  (audit.details?.items ?? [])
    .slice(0, 3)
    .map((item) =>
      [item.description ?? item.node?.snippet, item.sourceLocation?.url ?? item.url]
        .filter(Boolean)
        .join(' — '),
    )
    .filter(Boolean)
    .map((text) => text.slice(0, 240))

/** The audits that cost points outside performance: what to fix when a score is under 100. */
const failedAudits = (lhr) =>
  CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category, audit: ref.id, findings: findings(audit) })),
  )

/** Lighthouse's estimate of what each fix would save on this page, largest first. */
const opportunities = (lhr) =>
  Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.details.overallSavingsMs > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 5)
    .map((audit) => ({ audit: audit.id, savingsMs: Math.round(audit.details.overallSavingsMs) }))

const keyMetrics = (lhr) =>
  Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, +(lhr.audits[id].numericValue ?? 0).toFixed(id.includes('shift') ? 3 : 0)]),
  )

/**
 * The page's HTML as it came over the wire (compressed body and headers). Up to TCP's first
 * round trip (10 segments of 1,460 bytes, 14,600 bytes) it arrives in one, on a phone as in
 * Lighthouse's model of it; a byte more costs a round trip before anything can be drawn.
 */
const documentBytes = (lhr) =>
  lhr.audits['network-requests'].details.items.find((item) => item.resourceType === 'Document')
    ?.transferSize ?? 0

export const FIRST_ROUND_TRIP_BYTES = 14_600

const uniqueBy = (items) => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()]

/** The medians of one page's audits: the four scores, FCP, TBT, LCP and the HTML's bytes. */
function summary(audits) {
  const medianOf = (of) => median(audits.map(of))
  return {
    runs: audits.length,
    median: Object.fromEntries(
      CATEGORIES.map((category) => [category, medianOf((one) => one.scores[category])]),
    ),
    medianMetrics: {
      fcpSeconds: +(medianOf((one) => one.metrics['first-contentful-paint']) / 1000).toFixed(2),
      tbtMs: Math.round(medianOf((one) => one.metrics['total-blocking-time'])),
      lcpSeconds: +(medianOf((one) => one.metrics['largest-contentful-paint']) / 1000).toFixed(2),
      documentBytes: medianOf((one) => one.documentBytes),
    },
    each: audits.map((one) => one.scores),
    metricsOfEachRun: audits.map((one) => one.metrics),
    opportunitiesOfFirstRun: audits[0].opportunities,
    retries: audits.filter((one) => one.retriedAfter).map((one) => one.retriedAfter),
    failedAudits: uniqueBy(audits.flatMap((one) => one.failedAudits)),
  }
}

/**
 * Every page of the app, the same pages of a baseline (an earlier build, to compare with) when
 * there is one, and the reference's page, `runs` times with each throttling method, one audit at
 * a time: each round audits, for each method, every page once, then the baseline's, then the
 * reference. The default method's figures are the result's top level; applied throttling's
 * are under `applied`, in the same shape.
 * @param app {{ baseUrl: string }}
 * @param options {{ runs?: number, pages?: string[], reference?: { name: string, url: string } | null, baseline?: { name: string, baseUrl: string } | null }}
 * @returns {Promise<{ pages: Record<string, object>, reference: object | null, baseline?: { name: string, pages: Record<string, object> }, applied: object }>}
 */
export async function benchLighthouse(
  app,
  { runs = 3, pages = LIGHTHOUSE_PAGES, reference = null, baseline = null } = {},
) {
  const collected = Object.fromEntries(
    THROTTLING_METHODS.map((method) => [
      method,
      {
        app: Object.fromEntries(pages.map((page) => [page, []])),
        baseline: Object.fromEntries(pages.map((page) => [page, []])),
        reference: [],
      },
    ]),
  )
  await warmUp([
    ...pages.map((page) => `${app.baseUrl}${page}`),
    ...(baseline ? pages.map((page) => `${baseline.baseUrl}${page}`) : []),
    ...(reference ? [reference.url] : []),
  ])
  for (let run = 0; run < runs; run += 1) {
    for (const method of THROTTLING_METHODS) {
      const audits = collected[method]
      for (const page of pages) audits.app[page].push(await audit(`${app.baseUrl}${page}`, method))
      if (baseline) {
        for (const page of pages) {
          audits.baseline[page].push(await audit(`${baseline.baseUrl}${page}`, method))
        }
      }
      if (reference) audits.reference.push(await audit(reference.url, method))
    }
  }
  const summaries = (of) => Object.fromEntries(pages.map((page) => [page, summary(of[page])]))
  const [byDefault, applied] = THROTTLING_METHODS.map((method) => ({
    method,
    pages: summaries(collected[method].app),
    reference: reference ? { name: reference.name, ...summary(collected[method].reference) } : null,
    ...(baseline
      ? { baseline: { name: baseline.name, pages: summaries(collected[method].baseline) } }
      : {}),
  }))
  return { ...byDefault, applied }
}
