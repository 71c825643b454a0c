import type { RemoteDeclaration } from '@console/shared/core';
import { PANELS } from './panels';
import { screens } from './screens';
import { SEARCH } from './search';

/**
 * What this remote declares to the console (docs/decisions/100-screens-declared-by-their-remote.md):
 * pure data, read by the build into the release and by the shell from the registry.
 */
export const declaration: RemoteDeclaration = { schema: 1, area: 'Transactions', screens, panels: PANELS, search: SEARCH };
