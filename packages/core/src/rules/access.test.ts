import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants';
import { isInternalViewer, roleName } from './access';

describe('who sees the internal tools', () => {
  it('lets staff, the rights team and insiders in', () => {
    expect(isInternalViewer({ staff: true, roles: [] })).toBe(true);
    expect(isInternalViewer({ staff: false, roles: [ROLES.riffUser] })).toBe(true);
    expect(isInternalViewer({ staff: false, roles: [ROLES.insider] })).toBe(true);
  });

  it('keeps buyers, unknown roles and signed-out visitors out', () => {
    expect(isInternalViewer({ staff: false, roles: [] })).toBe(false);
    expect(isInternalViewer({ staff: false, roles: ['ROLE_SOMETHING_ELSE'] })).toBe(false);
    expect(isInternalViewer(null)).toBe(false);
  });
});

describe('role names people read', () => {
  it('names the two roles of the spec and no others', () => {
    expect(roleName(ROLES.riffUser)).toBe('Rights team');
    expect(roleName(ROLES.insider)).toBe('Insider');
    expect(roleName('ROLE_ADMIN')).toBeNull();
  });
});
