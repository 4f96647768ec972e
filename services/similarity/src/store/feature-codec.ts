/**
 * Features travel to the document store as base64 text (documents are JSON in both modes). Values
 * that feed descriptions are kept as 16-bit floats (3 significant digits: far finer than any
 * difference that matters here, half the bytes); prepared alignment frames, which are unit-length
 * rows, as signed bytes (1/127 steps), a quarter of the bytes.
 */
export function float16Text(values: Float32Array): string {
  const half = Float16Array.from(values);
  return Buffer.from(half.buffer, half.byteOffset, half.byteLength).toString('base64');
}

export function fromFloat16Text(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const aligned = new Uint8Array(bytes).buffer;
  return Float32Array.from(new Float16Array(aligned));
}

/** Values in −1…1. */
export function signedByteText(values: Float32Array): string {
  const bytes = new Int8Array(values.length);
  for (let i = 0; i < values.length; i += 1) bytes[i] = Math.round(Math.max(-1, Math.min(1, values[i]!)) * 127);
  return Buffer.from(bytes.buffer).toString('base64');
}

export function fromSignedByteText(text: string): Float32Array {
  const bytes = new Int8Array(new Uint8Array(Buffer.from(text, 'base64')).buffer);
  const values = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) values[i] = bytes[i]! / 127;
  return values;
}
