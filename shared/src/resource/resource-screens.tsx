import type { ComponentType } from 'react';
import type { ResourceConfig, ResourceRow } from './resource-config';
import { ResourceScreen } from './resource-screen';

/**
 * The screen a remote exposes for a resource (a value of `RemoteScreensModule['screens']`): the
 * shared `ResourceScreen` with the resource's configuration, so a remote maps its declared screen
 * ids to configurations instead of writing a component per resource.
 */
export function resourceScreen<Row extends ResourceRow>(config: ResourceConfig<Row>): ComponentType {
  function Screen() {
    return <ResourceScreen config={config} />;
  }
  Screen.displayName = `ResourceScreen(${config.title})`;
  return Screen;
}
