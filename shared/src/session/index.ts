export { activeCompanyName } from './active-company';
export { NoAccessView } from './no-access-view';
export { hasAnyPermission, hasPermission } from './permissions';
export { fetchSessionStatus, login, logout, setCompany, STATUS_PATH } from './session-api';
export type { CompanyOption, LoginReply, SessionStatus, SiteClock } from './session-contract';
export { clearSession, hasAnyAccess, refreshSession } from './session-store';
export { clearToken, readToken, storeToken } from './token-storage';
export { SESSION_KEY, usePermission, useSession } from './use-session';
export { useSiteToday, useSiteUtcOffset } from './use-site-today';
