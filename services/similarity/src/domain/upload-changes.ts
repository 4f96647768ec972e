/**
 * What media says of partner uploads (`media.uploads.v1`): a live audio upload is described, so a
 * similar-sections query on it is answered at once; an upload that was deleted or expired takes
 * everything similarity derived from it along. Images leave nothing behind here (their colours
 * are read when a query needs them).
 */
import type { UploadEvent } from '@downbeat/contracts';
import type { EventEnvelope } from '@downbeat/platform';
import { type FeatureArchive, type UploadProfiles, uploadKey } from './ports';

export interface UploadChangeDeps {
  uploads: UploadProfiles;
  archive: FeatureArchive;
  featuresVersion: number;
  onDue: () => void;
}

export async function applyUpload(deps: UploadChangeDeps, event: EventEnvelope): Promise<void> {
  const upload = event.data as UploadEvent | null | undefined;
  if (!upload || upload.kind !== 'audio') return;
  if (upload.state === 'live') {
    await deps.uploads.want({ uploadId: upload.uploadId, partnerId: upload.partnerId }, deps.featuresVersion);
    deps.onDue();
    return;
  }
  await forgetUpload(deps, upload.uploadId);
}

/** Removes an upload's features, then its record (a crash in between is finished by the next delivery). */
export async function forgetUpload(
  deps: Pick<UploadChangeDeps, 'uploads' | 'archive'>,
  uploadId: string,
): Promise<void> {
  await deps.archive.remove(uploadKey(uploadId));
  await deps.uploads.remove(uploadId);
}
