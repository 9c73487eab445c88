// Lighthouse 12 in its default (mobile, simulated throttling) configuration on the public pages,
// in Debian's Chromium. Its simulation is noisy on a small shared machine, so every page is
// audited several times (interleaved with the other pages) and the median score is reported.
// An empty Next page (bench/reference-app) is audited the same way in the same run: the floor
// that Next and React alone leave on this machine, to read the pages' numbers against.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_PAGES = ['/landing', '/music', '/videos', '/photos', '/about', '/contact']
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
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
async function audit(url) {
  try {
    return await auditOnce(url)
  } catch (error) {
    if (!TRANSIENT.has(error.code)) throw error
    console.warn(`Lighthouse on ${url}: ${error.code}, running it again`)
    return { ...(await auditOnce(url)), retriedAfter: error.code }
  }
}

/** One audit in a fresh browser, so no cache or service worker carries over between runs. */
async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
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

const uniqueBy = (items) => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()]

/** The medians of one page's audits: the four scores, total blocking time and LCP. */
function summary(audits) {
  const medianOf = (of) => median(audits.map(of))
  return {
    runs: audits.length,
    median: Object.fromEntries(
      CATEGORIES.map((category) => [category, medianOf((one) => one.scores[category])]),
    ),
    medianMetrics: {
      tbtMs: Math.round(medianOf((one) => one.metrics['total-blocking-time'])),
      lcpSeconds: +(medianOf((one) => one.metrics['largest-contentful-paint']) / 1000).toFixed(2),
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
 * there is one, and the reference's page, `runs` times, one audit at a time: each round audits
 * every page once, then the baseline's, then the reference.
 * @param app {{ baseUrl: string }}
 * @param options {{ runs?: number, pages?: string[], reference?: { name: string, url: string } | null, baseline?: { name: string, baseUrl: string } | null }}
 * @returns {Promise<{ pages: Record<string, object>, reference: object | null, baseline?: { name: string, pages: Record<string, object> } }>}
 */
export async function benchLighthouse(
  app,
  { runs = 3, pages = LIGHTHOUSE_PAGES, reference = null, baseline = null } = {},
) {
  const audits = Object.fromEntries(pages.map((page) => [page, []]))
  const baselineAudits = Object.fromEntries(pages.map((page) => [page, []]))
  const referenceAudits = []
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) audits[page].push(await audit(`${app.baseUrl}${page}`))
    if (baseline) {
      for (const page of pages) baselineAudits[page].push(await audit(`${baseline.baseUrl}${page}`))
    }
    if (reference) referenceAudits.push(await audit(reference.url))
  }
  const summaries = (of) => Object.fromEntries(pages.map((page) => [page, summary(of[page])]))
  return {
    pages: summaries(audits),
    reference: reference ? { name: reference.name, ...summary(referenceAudits) } : null,
    ...(baseline ? { baseline: { name: baseline.name, pages: summaries(baselineAudits) } } : {}),
  }
}
