import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiServerArgs } from './scripts/api-server';
import { testChromiumArgs, testChromiumPath } from './scripts/chromium';
import { freePort } from './scripts/free-port';
import { e2eDataDir, e2eSandboxLog } from './scripts/suite-record';
import { measureForTimeLimits, timeLimit } from './scripts/time-limits';

// Measured once by the runner; the workers it starts inherit the index (scripts/time-limits.ts).
await measureForTimeLimits();

// A port no one holds as the run starts (another checkout's npm test may hold any fixed one), chosen
// once by the runner: the workers it starts inherit it.
process.env['E2E_PORT'] ??= String(await freePort());
const port = Number(process.env['E2E_PORT']);
// The back-office checker's key (POST /sandbox/checker), made once by the runner: the workers it
// starts inherit it, and so does the sandbox, whose checker the service-request tests act as.
process.env['SANDBOX_OPERATOR_KEY'] ??= randomBytes(24).toString('base64url');
// The sandbox's log, which the tests of what it logs read, and npm test then searches for every secret the run handled (scripts/check-logs.ts).
process.env['SANDBOX_LOG_FILE'] ??= e2eSandboxLog;

/**
 * End-to-end tests in Debian's Chromium (no browser download here) against the built portal
 * and the real sandbox, started fresh from the seed in its own data folder.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One more than this machine's two cores: a test spends much of its time waiting on the server
  // and the browser (docs/decisions/0014).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // Sized for a loaded CI machine (docs/decisions/0011, 0014): the longest journey (sign-up, eight
  // pages) takes several times longer under load; stretched by this machine's slowness as the run
  // starts (scripts/time-limits.ts). A test waits for conditions, so these limits only matter when
  // something hangs.
  timeout: timeLimit(150_000),
  expect: { timeout: timeLimit(20_000) },
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace snapshots the page at every action, a fifth of the suite's time (docs/decisions/0014).
    // A failure still leaves its page as error-context.md (printed by npm test), so traces are for a
    // developer who asks: E2E_TRACE=1 npx playwright test.
    trace: process.env['E2E_TRACE'] ? 'retain-on-failure' : 'off',
    actionTimeout: timeLimit(20_000),
    navigationTimeout: timeLimit(30_000),
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...testChromiumArgs],
    },
  },
  projects: [
    // A journey (a test tagged @phone) runs once per language: at 1280 px in English (and Hindi for
    // issue 18's), at 375 px in French, whose longer words are the ones that overflow. Every route
    // is checked at 320 px in every language (routes.spec.ts). docs/decisions/0004-languages-by-width.md says why.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /\(fr\) @phone/ },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, grep: /@phone/, grepInvert: /\((en|hi)\) @phone/ },
  ],
  webServer: {
    // The compiled server of npm run build, as npm start and a deploy run it (issue 56 item 11).
    command: ['node', ...apiServerArgs].join(' '),
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    timeout: timeLimit(120_000),
    // The KYC agents' hours are the page's clock's in these tests (the out-of-hours test sets it);
    // the server's real clock must not refuse a video call the page's clock allows. The nginx of
    // deploy.spec.ts runs on this machine: the sandbox believes its X-Forwarded-* (issue 56 item 1).
    env: { PORT: String(port), SANDBOX_TRUSTED_PROXIES: 'loopback', SANDBOX_DATA_DIR: e2eDataDir, SANDBOX_RESET: '1', SANDBOX_KYC_AGENTS: 'always', SANDBOX_OPERATOR_KEY: process.env['SANDBOX_OPERATOR_KEY'], SANDBOX_LOG_FILE: process.env['SANDBOX_LOG_FILE'] },
  },
});
