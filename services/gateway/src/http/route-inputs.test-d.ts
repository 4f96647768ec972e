/**
 * Compile-time tests, run by the gateway's typecheck (never executed): a handler's input is read
 * from its operation's schema, so a handler that reads a parameter the operation does not declare,
 * or reads one as another type, does not compile. Each `@ts-expect-error` must stay an error — if
 * the derivation ever widened to `unknown` or an open record, the directive itself would fail tsc.
 */
import type { GatewayInputs, InputsOf } from '../openapi/document';
import { choice, ids, operation, pathId } from '../openapi/operation';
import { integer, object, string } from '../openapi/schema-builders';
import type { ApiRouter } from './api-router';

declare const api: ApiRouter;

// The gateway's own operations --------------------------------------------------------------------

api.handle('startTrackVersionsJob', (_request, _response, { params, body }) => {
  const trackId: string = body.trackId;
  const durationMs: number = body.durationMs;
  const loopable: boolean | undefined = body.loopable;
  const idempotencyKey: string | undefined = params['Idempotency-Key'];
  // @ts-expect-error the operation declares no parameter jobId
  void params.jobId;
  // @ts-expect-error durationMs is an integer, not text
  const durationText: string = body.durationMs;
  // @ts-expect-error loopable is not required, so it may be absent
  const alwaysLoopable: boolean = body.loopable;
  // @ts-expect-error the body has no field duration (it is durationMs)
  void body.duration;
  void [trackId, durationMs, loopable, idempotencyKey, durationText, alwaysLoopable];
});

api.handle('getTrackVersionsJob', (_request, _response, input) => {
  const jobId: string = input.params.jobId;
  // An enum is the union of its values; `expand` has no default, so it may be absent.
  const expand: 'waveform' | undefined = input.params.expand;
  // @ts-expect-error not one of expand's values
  void (input.params.expand === 'tracks');
  // @ts-expect-error a GET without a request body has no `body`
  void input.body;
  void [jobId, expand];
});

api.handle('listTracks', (_request, _response, { params }) => {
  // Query values arrive as text; validation coerces them: integers, repeated parameters as lists,
  // and fills in defaults, so limit and offset are always there.
  const limit: number = params.limit;
  const offset: number = params.offset;
  const bpmMin: number | undefined = params.bpmMin;
  const genres: string[] | undefined = params.genre;
  // @ts-expect-error a repeated parameter is a list, never one id
  const genre: string | undefined = params.genre;
  // @ts-expect-error bpmMin has no default: it may be absent
  const alwaysBpm: number = params.bpmMin;
  void [limit, offset, bpmMin, genres, genre, alwaysBpm];
});

api.handle('searchSoundEffects', (_request, _response, { params }) => {
  const includeExplicit: boolean = params.includeExplicit;
  const sort: 'best-match' | 'newest' | 'popular' | 'length' | 'title' = params.sort;
  // @ts-expect-error a boolean parameter is coerced to true or false, not left as text
  const explicitText: string = params.includeExplicit;
  void [includeExplicit, sort, explicitText];
});

api.handle('listSafelistingLicenses', (_request, _response, { params }) => {
  // A required header parameter and a required query enum.
  const user: string = params['X-Partner-User-Id'];
  const assetType: 'channel' | 'video' = params.assetType;
  void [user, assetType];
});

api.handle('reportAnalyticsEvents', (_request, _response, { body }) => {
  const event = body.events[0];
  const userId: string | number | undefined = event?.userId;
  const type: 'trackPreviewed' | 'trackDownloaded' | 'tracksExported' | undefined = event?.analyticsEvent.type;
  void [userId, type];
});

// @ts-expect-error the document has no such operation
api.handle('getTrackVersionsJobs', () => undefined);

/** No operation's parameters are an open record: every parameter name is known to the compiler. */
type OpenParameters = {
  [Id in keyof GatewayInputs]: string extends keyof GatewayInputs[Id]['params'] ? Id : never;
}[keyof GatewayInputs];
export const everyParameterNamed: [OpenParameters] extends [never] ? true : false = true;

/** No JSON body is `unknown` to its handler. */
type UnreadBodies = {
  [Id in keyof GatewayInputs]: GatewayInputs[Id] extends { body: infer Body }
    ? unknown extends Body
      ? Id
      : never
    : never;
}[keyof GatewayInputs];
export const everyBodyRead: [UnreadBodies] extends [never] ? true : false = true;

// Changing a schema changes the handler's type ----------------------------------------------------

export const probe = operation({
  id: 'probeSection',
  summary: 'A probe',
  tag: 'tracks',
  parameters: [
    pathId('sectionId'),
    choice('mode', ['loop', 'once'], 'once'),
    ids('take', 'Take ids.', {}, true),
    { name: 'bars', in: 'query', schema: { type: 'integer', minimum: 1 } },
  ],
  body: {
    schema: object({ label: string(), bars: integer(), tone: string({ enum: ['dark', 'bright'] }) }, ['label']),
    example: {},
  },
  ok: {},
});
declare const probes: ApiRouter<InputsOf<{ '/v0/probe/{sectionId}': { post: typeof probe } }>>;

probes.handle('probeSection', (_request, _response, { params, body }) => {
  const sectionId: string = params.sectionId;
  const mode: 'loop' | 'once' = params.mode;
  const takes: string[] = params.take;
  const bars: number | undefined = params.bars;
  const label: string = body.label;
  const tone: 'dark' | 'bright' | undefined = body.tone;
  // @ts-expect-error `bars` is optional in the body (not listed as required)
  const alwaysBars: number = body.bars;
  // @ts-expect-error not one of mode's values
  void (params.mode === 'twice');
  // @ts-expect-error no parameter `sectionID`
  void params.sectionID;
  void [sectionId, mode, takes, bars, label, tone, alwaysBars];
});
