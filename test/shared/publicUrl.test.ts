import { describe, expect, it } from 'vitest';
import { publicLink } from '../../src/shared/publicUrl';

describe('shared links', () => {
  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:3000',
    'http://0.0.0.0:3000',
    'http://[::1]:3000',
    'http://192.168.1.20:3000',
    'http://10.0.0.4',
    'http://172.20.0.3:3000',
    'http://referbridge.local',
    'http://app.localhost:3000',
  ])('never point at a development host (%s)', (origin) => {
    expect(publicLink('/jobs/4', origin)).toBe('https://referbridge.app/jobs/4');
  });

  it('keep the address a page was served from in production', () => {
    expect(publicLink('/referrer/9', 'https://referbridge.io')).toBe('https://referbridge.io/referrer/9');
    expect(publicLink('/referrer/9', 'http://172.32.0.1')).toBe('http://172.32.0.1/referrer/9');
  });

  it('take the configured public address over any other', () => {
    expect(publicLink('/blog/x', 'http://localhost:3000', 'https://jobs.example.org')).toBe(
      'https://jobs.example.org/blog/x',
    );
  });
});
