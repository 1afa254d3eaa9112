import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, currentAdminNavItem } from './admin-nav.ts';

const current = (pathname: string) => currentAdminNavItem(pathname)?.label ?? null;

describe('admin navigation', () => {
  it('lists the nine places of the admin panel in order', () => {
    expect(ADMIN_NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'Users',
      'Teachers and KYC',
      'Reports',
      'Support messages',
      'Support conversations',
      'Monitoring',
      'Audit log',
      'Settings',
    ]);
  });

  it('marks the item of each screen, details screens included', () => {
    expect(current('/admin/dashboard')).toBe('Dashboard');
    expect(current('/admin/panel')).toBe('Users');
    expect(current('/admin/users/')).toBe('Users');
    expect(current('/admin/user/0190a0b2-0000-7000-8000-000000000000')).toBe('Users');
    expect(current('/admin/teachers')).toBe('Teachers and KYC');
    expect(current('/admin/kyc/abc')).toBe('Teachers and KYC');
    expect(current('/admin/reports/abc')).toBe('Reports');
    expect(current('/admin/conversations/a/b')).toBe('Monitoring');
    expect(current('/admin/change-password')).toBe('Settings');
  });

  it('tells Support messages from Support conversations (one path starts like the other)', () => {
    expect(current('/admin/support')).toBe('Support messages');
    expect(current('/admin/support-conversations')).toBe('Support conversations');
    expect(current('/admin/support-conversations/u1')).toBe('Support conversations');
  });

  it('marks nothing outside the admin screens', () => {
    expect(current('/admin/login')).toBeNull();
    expect(current('/admin/userx')).toBeNull();
  });
});
