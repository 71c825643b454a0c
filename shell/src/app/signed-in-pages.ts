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

/**
 * Starts fetching the company selection, the dashboard's layout, Home and the release registry; a
 * failure is left to the route's own load, which tries again.
 */
export function prefetchSignedInPages(): void {
  for (const load of [loadSelectCompanyPage, loadDashboardLayout, loadHomePage, loadDeclaredScreens]) load().catch(() => undefined);
}
