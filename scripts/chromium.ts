import { existsSync } from 'node:fs';
/**
 * How every tool of the project starts Debian's Chromium: the end-to-end tests, the bench, the
 * Lighthouse runs and the screenshots. One place, so that what the tests measure and what the
 * bench measures run in the same browser.
 */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's Chromium headless shell (package chromium-headless-shell): the binary itself, whose command line the tests read. */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Debian's build of Chromium's headless shell, the same Chromium as
 * /usr/bin/chromium (one source package, one version), and what Playwright itself runs for headless
 * tests. It has no browser interface of its own to keep beside the page; the same 48 tests used 16%
 * less CPU in it (docs/decisions/0014), and the suite's CPU is its time on a two-core machine. Where it
 * is not installed, the tests run in /usr/bin/chromium; E2E_CHROMIUM_PATH names another. The bench,
 * Lighthouse and the screenshots keep /usr/bin/chromium, the browser as a customer has it.
 */
export const testChromiumPath = process.env['E2E_CHROMIUM_PATH'] ?? process.env['CHROMIUM_PATH'] ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/**
 * Playwright's own --disable-features (playwright-core's chromiumSwitches), repeated because
 * Chromium reads only the last --disable-features it is given: ours would otherwise switch them
 * back on. scripts/chromium.test.ts fails when Playwright's list grows past this one.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Playwright's own --enable-features, repeated for the same reason (its screenshots' surface among them). */
const playwrightEnabledFeatures = ['CDPScreenshotNewSurface', 'SkipListAccountsWithoutGaiaCookies'];

/**
 * Chromium 156 opens the address bar's suggestion popup, a web page of its own
 * (chrome://omnibox-popup.top-chrome), in a renderer of its own for every new window, which a
 * new browser context is: a headless browser never shows it, yet it took as much CPU as the page
 * under test (docs/decisions/0014).
 */
const unusedBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const disabledFeatures: readonly string[] = [...playwrightDisabledFeatures, ...unusedBrowserUi];

/** The machine has no outside network: Chromium's background calls would only fail. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${disabledFeatures.join(',')}`,
];

/**
 * The end-to-end tests' Chromium: the same browser, with its GPU and network services run in its
 * own process rather than two more. Each new page of a test made the three of them exchange its
 * frames and requests, and the suite's CPU is the whole of its time (issue 37 item 5, figures in
 * docs/decisions/0014). The bench keeps the browser as a customer has it.
 */
export const testChromiumArgs: readonly string[] = [...chromiumArgs, '--in-process-gpu', `--enable-features=${[...playwrightEnabledFeatures, 'NetworkServiceInProcess2'].join(',')}`];
