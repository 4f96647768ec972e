const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  // fMP4 init and media segments of an audio-only stream (RFC 4337 / CMAF).
  mp4: 'audio/mp4',
  m4s: 'audio/mp4',
  mp3: 'audio/mpeg',
};

export const contentTypeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
