import { clearToken, readToken, storeToken } from './token-storage';

describe('token storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the token under `token` and sets isAuthenticated', () => {
    storeToken('abc');
    expect(readToken()).toBe('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('clears the token and sets isAuthenticated to false', () => {
    storeToken('abc');
    clearToken();
    expect(readToken()).toBeNull();
    expect(window.localStorage.getItem('isAuthenticated')).toBe('false');
  });
});
