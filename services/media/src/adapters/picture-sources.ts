/**
 * Where supplied pictures come from: a file on the shared volume or an http(s) URL. Both are read
 * whole into memory, up to a limit, and refused with INVALID_ARGUMENT on the request's field
 * (`fileUri`, `url`) and a message naming the source when they cannot be.
 */
import { open } from 'node:fs/promises';
import { invalidArgument } from '@downbeat/platform';
import type { SourceLimits } from '../domain/image-library';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

export async function readPictureFile(path: string, limits: SourceLimits): Promise<Buffer> {
  const refused = (why: string) => invalidArgument(`picture ${path} ${why}`, [{ key: 'fileUri', messages: [why] }]);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw refused(`could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw refused('is not a file');
    if (info.size > limits.maxBytes) throw refused(`is larger than ${megabytes(limits.maxBytes)}`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** GETs the URL (redirects followed), expecting 200 and at most `maxBytes`, all within the timeout. */
export async function fetchPicture(url: string, limits: SourceLimits): Promise<Buffer> {
  const refused = (why: string) => invalidArgument(`picture ${url} ${why}`, [{ key: 'url', messages: [why] }]);
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw refused('is not an http or https URL');
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const timedOut = () => refused(`did not answer within ${limits.timeoutMs / 1000} s`);
  let response: Response;
  try {
    response = await fetch(parsed, { signal, redirect: 'follow', headers: { accept: 'image/*' } });
  } catch (error) {
    if (signal.aborted) throw timedOut();
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw refused(`could not be fetched (${cause?.code ?? cause?.message ?? String(error)})`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw refused(`answered ${response.status} instead of 200`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
    await response.body?.cancel();
    throw refused(`is larger than ${megabytes(limits.maxBytes)}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > limits.maxBytes) throw refused(`is larger than ${megabytes(limits.maxBytes)}`);
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (signal.aborted) throw timedOut();
    throw error;
  }
  return Buffer.concat(chunks);
}
