import type { Response } from 'express';
import { fromTimestamp, toTimestamp, type accounts } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import type { Upstreams } from '../upstreams/upstreams';

const assetType = (name: string) => `SAFELISTING_ASSET_TYPE_${name.toUpperCase()}` as accounts.SafelistingAssetType;
const platform = (name: string) => `SAFELISTING_PLATFORM_${name.toUpperCase()}` as accounts.SafelistingPlatform;

function licenseJson(license: accounts.SafelistingLicense__Output | null) {
  if (!license?.asset) throw new Error('accounts answered without a safelisting licence');
  const expiresAt = fromTimestamp(license.expiresAt ?? undefined);
  return {
    id: license.id,
    createdAt: (fromTimestamp(license.createdAt ?? undefined) ?? new Date(0)).toISOString(),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
    asset: {
      id: license.asset.id,
      type: license.asset.type.replace('SAFELISTING_ASSET_TYPE_', '').toLowerCase(),
      platform: license.asset.platform.replace('SAFELISTING_PLATFORM_', '').toLowerCase(),
      url: license.asset.url,
    },
  };
}

/** The partner and the end user an operation acts for (every safelisting operation takes `X-Partner-User-Id`). */
function owner(response: Response, params: { 'X-Partner-User-Id': string }) {
  return { partnerId: callerOf(response).partnerId, userId: params['X-Partner-User-Id'] };
}

/** The six safelisting licence operations (`/v0/safelisting/licenses…`), kept by accounts. */
export function safelistingRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const accounts = upstreams.accounts;

  api.handle('listSafelistingLicenses', async (_request, response, { params }) => {
    const listed = await accounts.listSafelistingLicenses({
      ...owner(response, params),
      assetType: assetType(params.assetType),
      ...(params.platform ? { platform: platform(params.platform) } : {}),
      sortBy: params.sortBy,
      sortOrder: params.sortOrder === 'asc' ? 'SORT_ORDER_ASC' : 'SORT_ORDER_DESC',
      page: params.page,
      pageSize: params.pageSize,
    });
    response.set('Cache-Control', 'private, no-cache').json({
      page: listed.page,
      pageSize: listed.pageSize,
      totalItems: listed.total,
      data: listed.licenses.map(licenseJson),
    });
  });

  api.handle('createSafelistingLicense', async (_request, response, { params, body }) => {
    const created = await accounts.createSafelistingLicense({
      ...owner(response, params),
      assetType: assetType(body.asset.type),
      platform: platform(body.asset.platform),
      url: body.asset.url,
      ...(body.expiresAt ? { expiresAt: toTimestamp(new Date(body.expiresAt)) } : {}),
    });
    response.status(201).set('Cache-Control', 'no-store').json(licenseJson(created.license));
  });

  api.handle('endUserSafelistingLicenses', async (_request, response, { params }) => {
    await accounts.endUserSafelistingLicenses(owner(response, params));
    response.status(204).end();
  });

  api.handle('getSafelistingLicense', async (_request, response, { params }) => {
    const { license } = await accounts.getSafelistingLicense({
      ...owner(response, params),
      licenseId: params.licenseId,
    });
    response.set('Cache-Control', 'private, no-cache').json(licenseJson(license));
  });

  api.handle('updateSafelistingLicense', async (_request, response, { params, body }) => {
    const { license } = await accounts.updateSafelistingLicense({
      ...owner(response, params),
      licenseId: params.licenseId,
      expiresAt: toTimestamp(new Date(body.expiresAt)),
    });
    response.set('Cache-Control', 'no-store').json(licenseJson(license));
  });

  api.handle('endSafelistingLicense', async (_request, response, { params }) => {
    await accounts.endSafelistingLicense({ ...owner(response, params), licenseId: params.licenseId });
    response.status(204).end();
  });
}
