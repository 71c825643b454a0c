import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { configureApi } from '../api/http-client';
import type { SessionStatus } from './session-contract';
import { clearSession, hasAnyAccess, refreshSession } from './session-store';
import { storeToken } from './token-storage';
import { usePermission, useSession } from './use-session';

const status = (username: string, access: SessionStatus['access'] = { master_company: ['read'] }): SessionStatus => ({
  access,
  user: `${username}@console.id`,
  username,
  company: { active: null, available: [] },
  status: { error: 0, message: 'ok' },
});

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });

let replies: Response[] = [];
let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(async () => {
  window.localStorage.clear();
  await mutate(() => true, undefined, { revalidate: false });
  configureApi({ baseURL: 'http://api.test', onSessionEnded: jest.fn() });
  replies = [];
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => replies.shift() ?? json(status('fallback')));
});

afterEach(() => fetchMock.mockRestore());

const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>;

function Username() {
  const { session, isLoading } = useSession();
  return <p>{isLoading ? 'loading' : (session?.username ?? 'none')}</p>;
}

function CanReadCompanies() {
  return <p>{usePermission('master_company.read') ? 'can read' : 'cannot read'}</p>;
}

describe('useSession', () => {
  it('makes one status request for every component that asks at once', async () => {
    storeToken('t-1');
    replies = [json(status('ani'))];
    render(
      <>
        <Username />
        <Username />
        <CanReadCompanies />
      </>,
      { wrapper },
    );
    expect(await screen.findAllByText('ani')).toHaveLength(2);
    expect(screen.getByText('can read')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/security/authentication/status');
    expect(new Headers(init?.headers as Record<string, string>).get('Authentication')).toBe('t-1');
  });

  it('denies every permission while the status is loading or failed', async () => {
    storeToken('t-1');
    replies = [json({ status: { error: 1, message: 'Database is down' } })];
    render(<CanReadCompanies />, { wrapper });
    expect(screen.getByText('cannot read')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('cannot read')).toBeInTheDocument();
  });

  it('shows what refreshSession fetched without asking again', async () => {
    storeToken('t-1');
    replies = [json(status('budi'))];
    await refreshSession();
    render(<Username />, { wrapper });
    expect(screen.getByText('budi')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refreshSession', () => {
  it('asks the server every time and updates mounted components', async () => {
    storeToken('t-1');
    replies = [json(status('ani'))];
    render(<Username />, { wrapper });
    expect(await screen.findByText('ani')).toBeInTheDocument();
    replies = [json(status('ani.baru'))];
    await act(() => refreshSession());
    expect(await screen.findByText('ani.baru')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with the server message when status.error is set', async () => {
    storeToken('t-1');
    replies = [json({ status: { error: 1, message: 'Database is down' } })];
    await expect(refreshSession()).rejects.toThrow('Database is down');
  });
});

describe('clearSession', () => {
  it('removes the token, marks the browser signed out and empties the cache', async () => {
    storeToken('t-1');
    replies = [json(status('ani'))];
    await refreshSession();
    await mutate('/master/company', { data: ['secret'] }, { revalidate: false });
    await clearSession();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('isAuthenticated')).toBe('false');
    expect(await mutate('/master/company', (current: unknown) => current, { revalidate: false })).toBeUndefined();
    expect(await mutate('/security/authentication/status', (current: unknown) => current, { revalidate: false })).toBeUndefined();
  });
});

describe('hasAnyAccess', () => {
  it('is false for an empty or missing access map', () => {
    expect(hasAnyAccess(status('x', {}))).toBe(false);
    expect(hasAnyAccess(status('x', { master_company: [] }))).toBe(false);
    expect(hasAnyAccess(null)).toBe(false);
    expect(hasAnyAccess({ access: null as never })).toBe(false);
    expect(hasAnyAccess(status('x', { dashboard_transactionva: ['read'] }))).toBe(true);
  });
});
