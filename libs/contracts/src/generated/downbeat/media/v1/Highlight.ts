// Original file: protos/media/v1/media.proto


export interface Highlight {
  'fromMs'?: (number);
  'toMs'?: (number);
  'durationSeconds'?: (number);
}

export interface Highlight__Output {
  'fromMs': (number);
  'toMs': (number);
  'durationSeconds': (number);
}
