import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Ends the run with one plain line, `e2e: N passed, N failed, N skipped` (plus flaky / not run when there
 * are any), the form CI reads. With E2E_SUMMARY_FILE set it also writes the counts there as JSON, for
 * scripts/test.mjs. Errors outside any test (a server that did not start, a broken spec file) count as failed.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  private errors = 0;

  onTestEnd(test: TestCase) {
    this.outcomes.set(test, test.outcome());
  }

  onError() {
    this.errors += 1;
  }

  onEnd(result: FullResult) {
    // `playwright test --list` runs nothing: no summary.
    if (process.argv.includes('--list')) return;
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected') counts.passed += 1;
      else if (outcome === 'unexpected') counts.failed += 1;
      else if (outcome === 'flaky') counts.flaky += 1;
      else counts.skipped += 1;
    }
    // A failed run with no failed test (global error, a server that never came up, a timeout) is a failure.
    const errors = this.errors || (result.status !== 'passed' && counts.failed === 0 ? 1 : 0);
    const failed = counts.failed + errors;
    let line = `e2e: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`;
    if (counts.flaky) line += `, ${counts.flaky} flaky`;
    console.log(`\n${line}`);

    const file = process.env.E2E_SUMMARY_FILE;
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ ...counts, failed, errors, status: result.status }, null, 2));
    }
  }

  printsToStdio() {
    return true;
  }
}
