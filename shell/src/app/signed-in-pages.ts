/**
 * The code of the pages a user meets right after signing in, each a lazy chunk (the login page
 * does not carry them): the routes load them from here, and signing in fetches them ahead, while
 * the status and company calls run, so no page waits for its code after the calls.
 */
export const loadSelectCompanyPage = async () => (await import('../features/select-company/components/select-company-page')).SelectCompanyPage;
export const loadDashboardLayout = async () => (await import('../features/layout/components/dashboard-layout')).DashboardLayout;
export const loadHomePage = async () => (await import('../features/home/home-page')).HomePage;
/** The remotes' declared screens (the release registry, read once per page load) that the dashboard's menu and routes need. */
export const loadDeclaredScreens = async () => (await import('../remotes/declared-screens')).loadDeclaredScreens();

/** The bar a navigation shows while it runs: every navigation after sign-in shows it. */
const loadNavigationBar = () => import('../features/navigation/pending-bar');

/**
 * Starts fetching the code of the company selection, the dashboard's layout, Home and the
 * navigation bar: sign-in calls it as the form is sent, so the code downloads while the password is
 * checked (the longest wait of signing in). A failure is left to the route's own load, which tries
 * again.
 */
export function prefetchSignedInCode(): void {
  for (const load of [loadSelectCompanyPage, loadDashboardLayout, loadHomePage, loadNavigationBar]) load().catch(() => undefined);
}

/** With the token: the release registry the dashboard's menu needs (and the code, if it is not there yet). */
export function prefetchSignedInPages(): void {
  prefetchSignedInCode();
  loadDeclaredScreens().catch(() => undefined);
}

