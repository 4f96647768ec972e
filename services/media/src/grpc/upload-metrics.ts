import { counter, isDomainError } from '@downbeat/platform';

const uploads = counter({
  name: 'downbeat_uploads_total',
  help: "Partners' uploads by kind (audio, image) and outcome (stored, deduplicated, or the error kind that refused it)",
  labelNames: ['kind', 'outcome'] as const,
});

/** Counts an upload's outcome at the RPC edge, where it is decided, and passes it on unchanged. */
export async function countedUpload<T extends { deduplicated: boolean }>(
  kind: 'audio' | 'image',
  upload: Promise<T>,
): Promise<T> {
  try {
    const stored = await upload;
    uploads.inc({ kind, outcome: stored.deduplicated ? 'deduplicated' : 'stored' });
    return stored;
  } catch (error) {
    uploads.inc({ kind, outcome: isDomainError(error) ? error.kind : 'error' });
    throw error;
  }
}
