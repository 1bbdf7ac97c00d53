import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { formatJvId, hasVideoId, showsRiffMarker } from './clip';

describe('clip identity', () => {
  it('shows a clip id with the JV# prefix', () => {
    expect(formatJvId('1254381')).toBe('JV#1254381');
  });

  it('treats an empty or blank jmId as no clip', () => {
    expect(hasVideoId({ jmId: '1254381' })).toBe(true);
    expect(hasVideoId({ jmId: '' })).toBe(false);
    expect(hasVideoId({ jmId: '   ' })).toBe(false);
  });
});

describe('rights-management marker (spec section 6)', () => {
  const riff = [ROLES.riffUser];

  it('shows for a ROLE_RIFF_USER when iar is false and rsa or bo is true', () => {
    expect(showsRiffMarker({ iar: false, rsa: true, bo: false }, riff)).toBe(true);
    expect(showsRiffMarker({ iar: false, rsa: false, bo: true }, riff)).toBe(true);
  });

  it('does not show when talent releases are on file (iar true)', () => {
    expect(showsRiffMarker({ iar: true, rsa: true, bo: true }, riff)).toBe(false);
  });

  it('does not show when neither rsa nor bo is set', () => {
    expect(showsRiffMarker({ iar: false, rsa: false, bo: false }, riff)).toBe(false);
  });

  it('never shows to viewers without the role, insiders included', () => {
    expect(showsRiffMarker({ iar: false, rsa: true, bo: true }, [])).toBe(false);
    expect(showsRiffMarker({ iar: false, rsa: true, bo: true }, [ROLES.insider])).toBe(false);
  });
});
