import type { Request } from 'express';
import busboy from 'busboy';
import { UPLOAD_FILE_FIELD, type UploadRule } from '@downbeat/contracts';
import { invalidArgument, payloadTooLarge, type OutgoingStream } from '@downbeat/platform';

/** The parts of a streamed upload as media takes them (UploadAudioStream / UploadImageStream). */
export type UploadPart<Start> = { start: Start } | { chunk: Buffer } | { end: { sizeBytes: number } };

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const FRAMING_BYTES = 64 * 1024;

/**
 * Streams the `file` part of a multipart/form-data request to media as it arrives, never holding
 * more than the parser's and gRPC's buffers: opens the upstream call when the file part begins,
 * forwards each chunk with backpressure, and ends it with the byte count once the whole request is
 * read. Refuses with 413 the moment the file passes the limit (or at once when Content-Length says
 * it will), and with 400 a body that is not multipart or has no `file`; either way the upstream
 * call is cancelled, so media stores nothing, and the rest of the body is discarded unread.
 */
export function streamFileToUpstream<Start, Answer>(
  request: Request,
  options: {
    rule: UploadRule;
    /** How the file is named in errors: "Audio file", "Image". */
    what: string;
    open: (fileName: string) => OutgoingStream<UploadPart<Start>, Answer>;
    start: (fileName: string) => Start;
  },
): Promise<Answer> {
  const { rule, what } = options;
  const tooLarge = () =>
    payloadTooLarge(`${what} is larger than ${rule.limitText}`, [
      { key: UPLOAD_FILE_FIELD, messages: [`must be at most ${rule.limitText}`] },
    ]);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rule.maxBytes + FRAMING_BYTES) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: request.headers,
      limits: { files: 1, fileSize: rule.maxBytes, fields: 20, fieldSize: 4096, parts: 40, headerPairs: 40 },
    });
  } catch {
    request.resume();
    return Promise.reject(notMultipart('must be multipart/form-data with the file in the field `file`'));
  }
  return new Promise<Answer>((resolve, reject) => {
    let upstream: OutgoingStream<UploadPart<Start>, Answer> | undefined;
    let forwarding: Promise<number> | undefined;
    let file: (NodeJS.ReadableStream & { destroy(): void }) | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      upstream?.cancel();
      file?.destroy();
      request.unpipe(parser);
      // The rest of the body is read and dropped (Node then keeps the connection), never kept.
      request.resume();
      reject(error);
    };
    parser.on('file', (name, part, info) => {
      // A form that ends inside a part fails the part's stream too; the parser's error answers it.
      part.on('error', () => undefined);
      if (settled) return void part.resume();
      if (name !== UPLOAD_FILE_FIELD || upstream) {
        part.resume();
        return fail(strayPart(name));
      }
      const stream = options.open(info.filename ?? '');
      upstream = stream;
      file = part;
      forwarding = (async () => {
        let size = 0;
        part.on('limit', () => fail(tooLarge()));
        await stream.write({ start: options.start(info.filename ?? '') });
        for await (const chunk of part as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > rule.maxBytes) throw tooLarge();
          await stream.write({ chunk });
        }
        return size;
      })();
      forwarding.catch(fail);
    });
    // The form holds the file and nothing else (the document says so): another part is named, not ignored.
    parser.on('field', (name) => fail(strayPart(name)));
    parser.on('close', () => {
      if (settled) return;
      if (!upstream || !forwarding)
        return fail(notMultipart(`is required: a multipart/form-data part named \`${UPLOAD_FILE_FIELD}\``));
      const stream = upstream;
      forwarding
        .then(async (sizeBytes) => {
          if (settled) return;
          await stream.write({ end: { sizeBytes } });
          const answer = await stream.end();
          settled = true;
          resolve(answer);
        })
        .catch(fail);
    });
    parser.on('error', () => fail(notMultipart('must be a well-formed multipart/form-data body')));
    request.on('close', () => {
      if (!request.complete) fail(invalidArgument('The request ended before its body did'));
    });
    request.pipe(parser);
  });
}

const notMultipart = (why: string) => invalidArgument('Bad request', [{ key: UPLOAD_FILE_FIELD, messages: [why] }]);

const strayPart = (name: string | undefined) =>
  name === UPLOAD_FILE_FIELD
    ? notMultipart('must be sent once')
    : invalidArgument('Bad request', [
        {
          key: name || '(a part without a name)',
          messages: [`is not a part of this operation; the form holds only \`${UPLOAD_FILE_FIELD}\``],
        },
      ]);
