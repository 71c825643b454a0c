import { Alert, SimpleGrid } from '@chakra-ui/react';
import { hasPermission, useSession } from '@console/shared';
import { useEffect, useState } from 'react';
import { activeRegistry } from '../../remotes/remote-loader';
import { RemotePanel } from '../../remotes/remote-panel';
import { remotesConfig } from '../../remotes/remotes-config';
import { declaredPanels, permittedPanels, type SlotPanel } from '../../remotes/remote-panels';

type SlotState = { status: 'loading' } | { status: 'ready'; panels: SlotPanel[] } | { status: 'failed' };

/**
 * The Home page's slot (decision 110): the shell knows the slot, not the panels. It reads the
 * panels the active releases declare from the registry, keeps those whose permission the user
 * holds (before any remote code or data is asked for), and renders each in its own error
 * boundary: side by side on a wide screen, stacked on a phone.
 */
export function HomePanels({ load = activeRegistry }: { load?: typeof activeRegistry }) {
  const { session } = useSession();
  // A console without remotes configured (a component test of the shell) has no panels to read.
  const [state, setState] = useState<SlotState>(() => (remotesConfig() ? { status: 'loading' } : { status: 'ready', panels: [] }));
  useEffect(() => {
    if (!remotesConfig()) return undefined;
    let current = true;
    load().then(
      (registry) => current && setState({ status: 'ready', panels: declaredPanels(registry) }),
      (error: unknown) => {
        console.error('Release registry could not be read for the Home panels', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  if (state.status === 'failed') {
    return (
      <Alert.Root status="warning" maxW="3xl">
        <Alert.Indicator />
        <Alert.Title>Panel ringkasan tidak dapat dimuat. Muat ulang halaman untuk mencoba lagi.</Alert.Title>
      </Alert.Root>
    );
  }
  if (state.status === 'loading' || !session) return null;
  const panels = permittedPanels(state.panels, (permission) => hasPermission(session.access, permission));
  if (panels.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start" minW="0" aria-label="Ringkasan">
      {panels.map(({ app, panel }) => (
        <RemotePanel key={panel.id} app={app} panel={panel} />
      ))}
    </SimpleGrid>
  );
}
