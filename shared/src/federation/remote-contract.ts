import type { ComponentType } from 'react';

/**
 * What every remote exposes under the stable key `./screens`: one component per screen, keyed by
 * the screen id the shell's route table names (the dashboard child path, e.g.
 * `company-group-management`). Screens take no props: they read the session, permissions and
 * list state through `@console/shared` hooks and the URL.
 */
export interface RemoteScreensModule {
  /** The remote's package name and version, shown in diagnostics and release checks. */
  readonly remote: { readonly name: string; readonly version: string };
  readonly screens: Readonly<Record<string, ComponentType>>;
}

/** The exposed module key every remote provides. */
export const REMOTE_SCREENS_KEY = 'screens';
