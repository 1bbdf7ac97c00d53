import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_URL: undefined,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      COMPANY_EMAIL_DOMAINS: ['clipmarket.com'],
      SEED_CLIPS: 10000,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3123',
      DATABASE_URL: 'postgres://u:p@db:5432/clipmarket',
      COMPANY_EMAIL_DOMAINS: ' Clipmarket.com, example.org ,',
      SEED_CLIPS: '0',
    });
    expect(config.PORT).toBe(3123);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/clipmarket');
    expect(config.COMPANY_EMAIL_DOMAINS).toEqual(['clipmarket.com', 'example.org']);
    expect(config.SEED_CLIPS).toBe(0);
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_CLIPS: '-1' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_CLIPS/,
    );
  });
});
