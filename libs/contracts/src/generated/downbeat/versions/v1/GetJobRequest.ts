// Original file: protos/versions/v1/versions.proto


export interface GetJobRequest {
  'partnerId'?: (string);
  'userId'?: (string);
  'jobId'?: (string);
  /**
   * expand=waveform: results carry waveform data.
   */
  'includeWaveform'?: (boolean);
}

export interface GetJobRequest__Output {
  'partnerId': (string);
  'userId': (string);
  'jobId': (string);
  /**
   * expand=waveform: results carry waveform data.
   */
  'includeWaveform': (boolean);
}
