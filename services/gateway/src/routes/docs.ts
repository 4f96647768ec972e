import path from 'node:path';
import express, { type Router } from 'express';
import type { ApiRouter } from '../http/api-router';
import type { RateLimits } from '../rate-limit/rate-limits';
import { limitByClientIp } from '../rate-limit/rate-limits';

/** swagger-ui-dist's files, served by the gateway itself (no CDN: partners' networks may be closed). */
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Downbeat partner API</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/v0/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** `GET /v0/openapi.json` (the document) and `GET /docs` (Swagger UI pointing at it). */
export function docsRoutes(api: ApiRouter, document: object, limits: RateLimits): Router {
  api.handle('getOpenApiDocument', (_request, response) => {
    response.set('Cache-Control', 'public, max-age=300').json(document);
  });
  api.handle('getDocs', (_request, response) => {
    response.type('html').send(PAGE);
  });
  const assets = express.Router();
  assets.get('/docs/init.js', limitByClientIp(limits), (_request, response) => {
    response.type('application/javascript').send(INIT);
  });
  assets.use('/docs', limitByClientIp(limits), express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1h' }));
  return assets;
}
