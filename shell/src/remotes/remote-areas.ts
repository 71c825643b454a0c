/** Human names of the areas each remote owns, for messages about that area. */
export const REMOTE_AREAS: Readonly<Record<string, string>> = {
  'mf-transactions': 'Transactions',
  'mf-master': 'Master Data',
  'mf-notifications': 'Notifications',
};

export const areaName = (app: string) => REMOTE_AREAS[app] ?? app;
