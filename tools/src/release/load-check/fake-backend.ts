import { fullAccess } from '@console/rules';

/** Where the page under check thinks the API is; nothing listens there: the page's fetch answers. */
export const FAKE_API_BASE_URL = 'http://api.load-check.invalid';

const OK = { error: 0, message: 'ok' };
const COMPANY = { compId: 1, compName: 'Load check' };

/**
 * The session status a signed-in user with every permission of every group (spec 6, and the
 * console's own: the Audit Log needs `console_audit.read`) and one company would get: what the
 * route guard, the menu and every screen's permission checks read.
 */
export function fakeSessionStatus(today: string) {
  return {
    access: fullAccess(),
    user: 'load-check',
    username: 'load-check',
    company: { active: COMPANY, available: [COMPANY] },
    site: { utcOffsetHours: 7, today },
    status: OK,
  };
}

/**
 * The answer to every other call: an empty list reply of the spec's shape (spec 3: data, pagination,
 * fields, status; the transactions' totals too), which also reads as an empty record or a
 * successful action.
 */
export const EMPTY_LIST_REPLY = {
  data: [],
  pagination: { totalData: 0, totalPage: 0, itemPerPage: 10, page: 1 },
  fields: [],
  total: { nominal_lunas: 0, count_lunas: 0 },
  status: OK,
};

/** The session status call of the spec (7, Authentication). */
export const isSessionStatusCall = (pathname: string) => /\/security\/authentication\/status\/?$/i.test(pathname);

/** A Home page summary call (decision 110: `<list path>/summary`). */
export const isSummaryCall = (pathname: string) => /\/summary\/?$/.test(pathname);

/**
 * The answer to a summary call: nothing happened today, in the shape of the summaries of
 * `api/src/dashboard/summary/` (notifications' or transactions'), each hour of the day a point, so a
 * panel draws its empty figures and charts as it would for a quiet company.
 */
export function emptySummaryReply(today: string, pathname: string) {
  const hours = Array.from({ length: 24 }, (_, hour) => `${today}T${String(hour).padStart(2, '0')}`);
  const range = { from: today, to: today, bucket: 'hour' };
  if (/\/notification\//i.test(pathname)) {
    return { data: { ...range, all: 0, pending: 0, success: 0, oldestPendingTime: null, series: hours.map((at) => ({ at, pending: 0, success: 0 })) }, status: OK };
  }
  const none = { amount: 0, count: 0 };
  return {
    data: { ...range, all: none, paid: none, unpaid: none, expired: none, banks: [], series: hours.map((at) => ({ at, value: 0, previous: 0 })), previous: { from: today, to: today, paid: none } },
    status: OK,
  };
}
