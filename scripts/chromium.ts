/**
 * The one place that finds a Chromium for browser tests (Vitest browser mode, Playwright end to end,
 * Lighthouse). Order: the CHROMIUM_PATH environment variable, then Debian's binary, then Playwright's
 * own browser where `npx playwright install chromium` put one.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';

/**
 * Playwright's own `--disable-features` (1.65). Chromium keeps only the last `--disable-features`
 * switch of its command line, so ours repeats these; chromium.test.ts checks it still does.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
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

/**
 * The address bar's popup, which headless Chromium (156) still builds for every window as a web
 * page in a renderer of its own (chrome://omnibox-popup.top-chrome): measured, 1.6 s of CPU for
 * each browser context, more than an end-to-end journey's own page, and every journey opens one.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The switches every test browser starts with (Vitest's browser projects, Playwright's journeys):
 * no network of Google's at start (there is none here), and no address-bar popup.
 */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export interface ChromiumCandidate {
  source: string;
  path: string | undefined;
}

export function chromiumCandidates(env: NodeJS.ProcessEnv = process.env): ChromiumCandidate[] {
  let playwrightPath: string | undefined;
  try {
    playwrightPath = chromium.executablePath();
  } catch {
    playwrightPath = undefined;
  }
  return [
    { source: 'CHROMIUM_PATH environment variable', path: env.CHROMIUM_PATH || undefined },
    { source: "Debian's chromium package", path: DEBIAN_CHROMIUM },
    { source: "Playwright's own browser (npx playwright install chromium)", path: playwrightPath },
  ];
}

/** The path of the first Chromium that exists, or an error that names all three places looked in. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (p: string) => boolean = existsSync,
): string {
  const candidates = chromiumCandidates(env);
  const found = candidates.find((c) => c.path && exists(c.path));
  if (found?.path) return found.path;
  const tried = candidates.map((c) => `  - ${c.source}: ${c.path ?? '(not set)'}`).join('\n');
  throw new Error(
    `No Chromium found for the browser tests. Looked in:\n${tried}\n` +
      'Fix one of them: set CHROMIUM_PATH to a Chromium binary, or `apt-get install chromium` on Debian, ' +
      'or `npx playwright install chromium`.',
  );
}
