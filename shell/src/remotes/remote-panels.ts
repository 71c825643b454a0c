import { type PanelDeclaration, panelPermissions } from '@console/shared';
import type { BrowserRegistry } from '@console/shared/release-plane';

/** A Home page panel and the remote that contributes it. */
export interface SlotPanel {
  app: string;
  panel: PanelDeclaration;
}

/**
 * The panels the active release of each remote declares (decision 110), in their order (then by
 * id): what the registry this browser was answered says, canaries included. A release without a
 * declaration, or with one of a schema this shell does not know, contributes nothing.
 */
export function declaredPanels(registry: BrowserRegistry): SlotPanel[] {
  const panels: SlotPanel[] = [];
  for (const [app, entry] of Object.entries(registry.apps ?? {})) {
    if (entry.kind !== 'remote' || !entry.active) continue;
    const declaration = entry.releases.find((release) => release.version === entry.active)?.declaration;
    if (declaration?.schema !== 1 || !Array.isArray(declaration.panels)) continue;
    for (const panel of declaration.panels) panels.push({ app, panel });
  }
  return panels.sort((a, b) => a.panel.order - b.panel.order || a.panel.id.localeCompare(b.panel.id));
}

/**
 * The panels the user holds a permission for (`permission` or any of `orPermissions`, decision
 * 116): the others are never rendered, so neither their code nor their data is asked for.
 */
export const permittedPanels = (panels: readonly SlotPanel[], holds: (permission: string) => boolean): SlotPanel[] =>
  panels.filter(({ panel }) => panelPermissions(panel).some(holds));
