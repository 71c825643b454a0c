import type { BrowserRegistry } from '@console/shared/release-plane';
import { declaredPanels, permittedPanels } from './remote-panels';

const panel = (id: string, order: number, permission = 'dashboard_notification.read') => ({ id, title: id, order, permission, component: 'P' });

const registry = (apps: Record<string, object>): BrowserRegistry => ({ schema: 1, updatedAt: '', apps }) as unknown as BrowserRegistry;
const entry = (active: string | null, releases: object[], kind = 'remote') => ({ kind, federationName: 'x', active, releases, history: [] });

describe('declaredPanels', () => {
  it("takes the active release's panels of each remote, in order then by id", () => {
    const found = declaredPanels(
      registry({
        'mf-a': entry('a2', [
          { version: 'a1', declaration: { schema: 1, screens: [], panels: [panel('old', 1)] } },
          { version: 'a2', declaration: { schema: 1, screens: [], panels: [panel('b', 20), panel('a', 20)] } },
        ]),
        'mf-b': entry('b1', [{ version: 'b1', declaration: { schema: 1, screens: [], panels: [panel('first', 5)] } }]),
      }),
    );
    expect(found.map(({ app, panel: { id } }) => `${app}:${id}`)).toEqual(['mf-b:first', 'mf-a:a', 'mf-a:b']);
  });

  it('ignores releases without panels, of an unknown declaration schema, of the host, or without an active release', () => {
    const found = declaredPanels(
      registry({
        shell: entry('s1', [{ version: 's1', declaration: { schema: 1, screens: [], panels: [panel('shell', 1)] } }], 'host'),
        'mf-a': entry('a1', [{ version: 'a1' }]),
        'mf-b': entry('b1', [{ version: 'b1', declaration: { schema: 2, screens: [], panels: [panel('future', 1)] } }]),
        'mf-c': entry(null, [{ version: 'c1', declaration: { schema: 1, screens: [], panels: [panel('none', 1)] } }]),
      }),
    );
    expect(found).toEqual([]);
  });
});

describe('permittedPanels', () => {
  it('keeps only the panels whose permission the user holds', () => {
    const panels = [{ app: 'a', panel: panel('n', 1) }, { app: 'b', panel: panel('v', 2, 'dashboard_transactionva.read') }];
    expect(permittedPanels(panels, (permission) => permission === 'dashboard_transactionva.read').map(({ panel: { id } }) => id)).toEqual(['v']);
  });

  it('keeps a panel for any of its orPermissions too, and not for a permission it does not name', () => {
    const payments = { app: 'b', panel: { ...panel('p', 1, 'dashboard_transactionva.read'), orPermissions: ['dashboard_transactionqr.read'] } };
    const kept = (held: string[]) => permittedPanels([payments], (permission) => held.includes(permission)).map(({ panel: { id } }) => id);
    expect(kept(['dashboard_transactionqr.read'])).toEqual(['p']);
    expect(kept(['dashboard_transactionva.read'])).toEqual(['p']);
    expect(kept(['dashboard_notification.read', 'dashboard_transactionqr.create'])).toEqual([]);
  });
});
