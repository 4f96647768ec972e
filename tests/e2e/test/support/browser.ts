import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';

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

/**
 * Where the suite's screenshots go: PORTAL_SCREENSHOTS (relative to the repository, e.g.
 * `docs/portal` for the ones services/portal's README shows), default .data/screenshots/portal
 * (ignored by git).
 */
export function screenshotDir(): string {
  const directory = path.resolve(
    REPO_ROOT,
    process.env.PORTAL_SCREENSHOTS ?? path.join('.data', 'screenshots', 'portal'),
  );
  mkdirSync(directory, { recursive: true });
  return directory;
}

/**
 * The whole page as a small PNG: 960 px wide, 256-colour palette (the portal is flat colours and
 * text, which a palette keeps legible), so the checked-in set stays a few hundred KB.
 */
export async function screenshot(page: Page, file: string): Promise<void> {
  const full = await page.screenshot({ fullPage: true });
  await sharp(full)
    .resize({ width: 960, withoutEnlargement: true })
    .png({ palette: true, colours: 256, compressionLevel: 9, effort: 8 })
    .toFile(file);
}
