import { kafkaNames } from './kafka-operator';

describe('kafkaNames', () => {
  it('puts the namespace in front for Kafka and takes it off again for the services', () => {
    const names = kafkaNames('run42');
    expect(names.inside('catalog.tracks.v1.dlq')).toBe('run42.catalog.tracks.v1.dlq');
    expect(names.outside('run42.catalog.tracks.v1')).toBe('catalog.tracks.v1');
    // A name from outside the namespace, or none, is left as it is.
    expect(names.outside('other.catalog.tracks.v1')).toBe('other.catalog.tracks.v1');
    expect(names.outside(undefined)).toBeUndefined();
  });

  it('leaves names alone without a namespace', () => {
    const names = kafkaNames(undefined);
    expect([names.inside('search'), names.outside('search')]).toEqual(['search', 'search']);
  });
});
