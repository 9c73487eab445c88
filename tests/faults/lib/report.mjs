// A scenario's result: named checks (what was expected, what was seen) and measurements, printed
// as a short table and written to .test-results/counts/faults.json.

export function createReport(scenario, title) {
  const checks = []
  const measured = {}
  return {
    scenario,
    title,
    checks,
    measured,
    /** Records a check; it passes when `ok` is true, by default when actual equals expected. */
    check(name, actual, expected, ok = actual === expected) {
      checks.push({ name, expected: String(expected), actual: String(actual), ok: Boolean(ok) })
      return ok
    },
    /** A scenario that could not go on: the reason is a failed check. */
    abort(error) {
      checks.push({ name: 'ran to the end', expected: 'yes', actual: error.message, ok: false })
    },
    measure(name, value) {
      measured[name] = value
    },
    get passed() {
      return checks.length > 0 && checks.every((check) => check.ok)
    },
  }
}

const pad = (text, width) => text + ' '.repeat(Math.max(0, width - text.length))

export function printReport(report, seconds) {
  const rows = [['', 'check', 'expected', 'actual'], ...report.checks.map(row)]
  const widths = rows[0].map((_, i) => Math.min(60, Math.max(...rows.map((r) => r[i].length))))
  console.log(`\n${report.passed ? '✓' : '✗'} ${report.title} (${seconds} s)`)
  for (const cells of rows) {
    console.log(`  ${cells.map((cell, i) => pad(cell, widths[i])).join('  ')}`.trimEnd())
  }
  for (const [name, value] of Object.entries(report.measured)) console.log(`  ${name}: ${value}`)
}

const row = (check) => [check.ok ? '✓' : '✗', check.name, check.expected, check.actual]
