import { maxHeaderSize, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../logger/logger';

/** How long a refused client may go on sending before its connection is closed. */
const DRAIN_MS = 2_000;

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

/**
 * What Node answers by itself, before any route sees the request — a URL or headers over the
 * limit (431 with an empty body), a malformed request line (400, empty) — answered instead with
 * the API's JSON error body, and without resetting the connection of a client still sending: the
 * answer is written, our side half-closes, and what the client still sends is read and dropped, so
 * it reads the answer instead of ECONNRESET.
 */
export function answerUnparsableRequests(server: Server, logger: Logger): void {
  // Node's limit on the request line and headers together (16 KB unless --max-http-header-size).
  const limitKb = Math.round(maxHeaderSize / 1024);
  server.on('clientError', (error: ParserError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, reason, message] = refusalOf(error, limitKb);
    logger.info({ status, code: error.code }, message);
    const body = JSON.stringify({ message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${reason}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    socket.resume();
    setTimeout(() => socket.destroy(), DRAIN_MS).unref();
  });
}

function refusalOf(error: ParserError, limitKb: number): [number, string, string] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line still unfinished when the limit was reached: the URL itself is too long.
    const firstLineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    if (firstLineEnd < 0 || firstLineEnd > limitKb * 1024)
      return [414, 'URI Too Long', `Request URL is longer than ${limitKb} KB`];
    return [431, 'Request Header Fields Too Large', `Request URL and headers are larger than ${limitKb} KB together`];
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'HPE_HEADER_TIMEOUT')
    return [408, 'Request Timeout', 'Request was not received in time'];
  return [400, 'Bad Request', 'Request is not valid HTTP'];
}
