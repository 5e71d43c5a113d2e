// Adds up the JSON reports of the test runs into the one closing line CI reads: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
