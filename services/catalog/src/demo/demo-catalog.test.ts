import { metadataDemoRecords } from '@downbeat/synth';
import { demoRecords } from './demo-catalog';

describe('the metadata-only demo catalog', () => {
  it('is the one written from libs/synth/src/demo, every record of it (node scripts/demo-catalog-metadata.js writes it)', () => {
    expect(demoRecords).toEqual(metadataDemoRecords());
  });
});
