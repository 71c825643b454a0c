/**
 * An absolute URL on the console server that served this page (not the API). The shared HTTP
 * client sends an absolute URL as it is, with the token, and reports an ended session as for any
 * API call (`@console/shared` README, api module).
 */
export const consoleServerUrl = (path: string): string => new URL(path, window.location.origin).href;
