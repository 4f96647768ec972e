// Original file: protos/versions/v1/versions.proto


/**
 * Peaks in the audiowaveform JSON layout.
 */
export interface Waveform {
  'version'?: (number);
  'channels'?: (number);
  'sampleRate'?: (number);
  'samplesPerPixel'?: (number);
  'bits'?: (number);
  /**
   * Number of points (pixels) per channel.
   */
  'length'?: (number);
  /**
   * Interleaved min/max pairs per pixel and channel.
   */
  'data'?: (number)[];
}

/**
 * Peaks in the audiowaveform JSON layout.
 */
export interface Waveform__Output {
  'version': (number);
  'channels': (number);
  'sampleRate': (number);
  'samplesPerPixel': (number);
  'bits': (number);
  /**
   * Number of points (pixels) per channel.
   */
  'length': (number);
  /**
   * Interleaved min/max pairs per pixel and channel.
   */
  'data': (number)[];
}
