import { z } from 'zod';
import { commonSchema, ConfigError, env, loadConfig } from './load-config';

describe('loadConfig', () => {
  const schema = z.object({ PORT: env.port(8080), KAFKA_BROKERS: env.list(), DEBUG: env.flag(false) });

  it('applies defaults and converts strings to typed values', () => {
    const config = loadConfig(schema, { KAFKA_BROKERS: 'a:9092, b:9092' });
    expect(config).toEqual({ PORT: 8080, KAFKA_BROKERS: ['a:9092', 'b:9092'], DEBUG: false });
  });

  it('names every invalid variable in one error', () => {
    const attempt = () => loadConfig(schema, { PORT: 'eighty', DEBUG: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/KAFKA_BROKERS/);
    expect(attempt).toThrow(/DEBUG/);
  });

  it('takes LOG_FORMAT auto, json or pretty and refuses anything else, naming it', () => {
    expect(loadConfig(commonSchema, {}).LOG_FORMAT).toBe('auto');
    expect(loadConfig(commonSchema, { LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig(commonSchema, { LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});
