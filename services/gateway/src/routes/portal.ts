import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '@downbeat/platform';
import { limitByClientIp, type RateLimits } from '../rate-limit/rate-limits';

/**
 * The developer portal's page: only this origin's scripts, styles and API (React sets styles
 * through the DOM, which CSP allows; React Aria's drag previews need inline styles), never framed
 * (a framed drag-and-drop page invites clickjacking), no referrer leaving the site.
 */
const PAGE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-cache',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

interface Asset {
  file: string;
  type: string;
  encodings: ('br' | 'gzip')[];
}

/**
 * The developer portal (services/portal's build) at /portal/: its content-hashed assets cached for
 * good and sent Brotli- or gzip-compressed as compressed at build time, and the page itself for
 * every other path under /portal/ (the application routes in the browser). Same origin as the API,
 * so the session cookie can be SameSite=Strict and no CORS is involved. Without a build, /portal/
 * answers 503 saying how to build it.
 */
export function portalRoutes(webRoot: string | undefined, limits: RateLimits): Router {
  const router = express.Router();
  router.use('/portal', limitByClientIp(limits));
  // Without the slash the page's relative URLs would miss /portal/; Express matches both here.
  router.get('/portal', (request, response, next) => {
    if (request.originalUrl.split('?')[0] !== '/portal') return next();
    response.redirect(301, `/portal/${queryOf(request)}`);
  });
  if (!webRoot) {
    router.get(['/portal', '/portal/*path'], (_request, _response, next) =>
      next(new DomainError('unavailable', 'The developer portal is not built: npm run build -w @downbeat/portal')),
    );
    return router;
  }
  const page = readFileSync(path.join(webRoot, 'index.html'));
  const assets = assetsIn(path.join(webRoot, 'assets'));
  router.get('/portal/assets/:name', (request, response, next) => {
    const asset = assets.get(String(request.params.name));
    // Not the page: a stale or made-up asset name is the API's 404, never HTML sent as a script.
    if (!asset) return next('router');
    sendAsset(request, response, asset);
  });
  router.get(['/portal', '/portal/*path'], (_request, response) => {
    response.set(PAGE_HEADERS).type('html').send(page);
  });
  return router;
}

/** The built assets by file name, read once: a request can only name one of these. */
function assetsIn(directory: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(directory)) return assets;
  const names = new Set(readdirSync(directory));
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const encodings: Asset['encodings'] = [];
    if (names.has(`${name}.br`)) encodings.push('br');
    if (names.has(`${name}.gz`)) encodings.push('gzip');
    assets.set(name, { file: path.join(directory, name), type, encodings });
  }
  return assets;
}

function sendAsset(request: Request, response: Response, asset: Asset): void {
  const accepted = request.acceptsEncodings(...asset.encodings, 'identity');
  const encoding = accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
  response.set({
    'Content-Type': asset.type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  response.sendFile(`${asset.file}${suffix}`, { cacheControl: false });
}

function queryOf(request: Request): string {
  const at = request.originalUrl.indexOf('?');
  return at < 0 ? '' : request.originalUrl.slice(at);
}
