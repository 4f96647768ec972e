/**
 * What an upload is, by its content: ffprobe for audio, a full JPEG decode (sharp) for images.
 * Names and declared types are never consulted. Refusals are `unsupported-media-type` (415)
 * naming the form field `file`.
 */
import { unsupportedMediaType } from '@downbeat/platform';
import type { UploadChecks } from '../domain/uploads';
import { probeAudioFormat } from '../rendering/render-master';
import { decodeJpeg } from './sharp-pictures';

/** The containers and codecs the spec's "mp3, mpeg, ogg, vorbis" stand for, and the name we give each. */
const AUDIO_FORMATS: Record<string, Record<string, string>> = {
  mp3: { mp3: 'mp3' },
  ogg: { vorbis: 'ogg-vorbis', opus: 'ogg-opus' },
};

const AUDIO_EXPECTED = 'must be an MP3 or Ogg Vorbis audio file';

export function uploadChecks(ffprobe: string): UploadChecks {
  return {
    async audio(path) {
      const probed = await probeAudioFormat(ffprobe, path);
      if (!probed)
        throw unsupportedMediaType('Audio file is not a readable audio file; MP3 and Ogg Vorbis are supported', [
          { key: 'file', messages: [AUDIO_EXPECTED] },
        ]);
      const format = AUDIO_FORMATS[probed.container]?.[probed.codec];
      if (!format)
        throw unsupportedMediaType(
          `Audio file is ${probed.codec} audio in ${probed.container}; MP3 and Ogg Vorbis are supported`,
          [{ key: 'file', messages: [AUDIO_EXPECTED] }],
        );
      if (!(probed.lengthSeconds > 0))
        throw unsupportedMediaType('Audio file has no length', [{ key: 'file', messages: ['must hold audio'] }]);
      return { format, lengthSeconds: probed.lengthSeconds };
    },
    async image(path) {
      try {
        await decodeJpeg(path);
      } catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw unsupportedMediaType(`Image is not a JPEG (${why})`, [
          { key: 'file', messages: ['must be a JPEG image'] },
        ]);
      }
      return { format: 'jpeg' };
    },
  };
}
