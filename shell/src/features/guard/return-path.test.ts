import { returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('return path', () => {
  it('keeps a dashboard page with its query', () => {
    expect(safeReturnPath('/dashboard/transaction-va?page=2')).toBe('/dashboard/transaction-va?page=2');
    expect(withReturnPath('/login', { pathname: '/dashboard/roles-management', search: '?page=3' })).toBe(
      '/login?next=%2Fdashboard%2Froles-management%3Fpage%3D3',
    );
    expect(returnPathOf('?next=%2Fdashboard%2Froles-management%3Fpage%3D3')).toBe('/dashboard/roles-management?page=3');
  });

  it('refuses anything outside the dashboard, other origins and home', () => {
    for (const value of ['//evil.test/dashboard/x', 'https://evil.test/dashboard/x', '/login', '/dashboard', '/dashboard/home', '/dashboard/../login', '', null]) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(withReturnPath('/login', { pathname: '/dashboard/home' })).toBe('/login');
  });
});
