import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it and exports CHROMIUM_PATH), driven by
 * playwright-core: Playwright's own browser downloads cannot work here. Headless; no sandbox when
 * root (CI), as Chromium refuses to start sandboxed as root.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (candidate) => candidate && existsSync(candidate),
  );
  if (!executablePath)
    throw new Error('Chromium is not installed: source scripts/ensure-chromium.sh (apt-get install chromium)');
  return chromium.launch({
    executablePath,
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
}

/** Where the suite's screenshots go: PORTAL_SCREENSHOTS, default .data/screenshots/portal (ignored by git). */
export function screenshotDir(): string {
  const directory = process.env.PORTAL_SCREENSHOTS ?? path.join(REPO_ROOT, '.data', 'screenshots', 'portal');
  mkdirSync(directory, { recursive: true });
  return directory;
}
