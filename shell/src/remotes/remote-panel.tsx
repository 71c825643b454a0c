import { Card, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { PanelDeclaration } from '@console/shared';
import { type ComponentType, Suspense, use, useState } from 'react';
import { ReleaseArea } from './release-area';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemotePanelsAttempt, registeredRelease, RemoteUnavailableError, resetRemote } from './remote-loader';

interface RemotePanelProps {
  app: string;
  panel: PanelDeclaration;
}

function RemotePanelContent({ app, panel, attempt }: RemotePanelProps & { attempt: number }) {
  const module = use(loadRemotePanelsAttempt(app, attempt));
  const Panel = module[panel.component];
  if (typeof Panel !== 'function') throw new RemoteUnavailableError(app, `its release has no panel "${panel.component}"`, { kind: 'screen' });
  const Component = Panel as ComponentType;
  return (
    <ReleaseArea app={app} version={registeredRelease(app)}>
      <Component />
    </ReleaseArea>
  );
}

/** What a panel shows while its remote's code loads: its title and a placeholder of about its size. */
function PanelLoading({ title }: { title: string }) {
  return (
    <Card.Root size="sm" aria-busy="true">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Skeleton height="16" />
          <Skeleton height="40" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * One Home page panel of a remote in its own error boundary (decision 110): its code loads when it
 * first renders; a remote that is down shows its failure with Retry in this panel only.
 */
export function RemotePanel({ app, panel }: RemotePanelProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = async (error: Error) => {
    if (error instanceof RemoteUnavailableError) await resetRemote(app).catch(() => undefined);
    setAttempt((value) => value + 1);
  };
  return (
    <Stack data-panel={panel.id} data-remote={app} data-release={registeredRelease(app)} minW="0">
      <RemoteErrorBoundary key={attempt} app={app} area={panel.title} onRetry={retry}>
        <Suspense fallback={<PanelLoading title={panel.title} />}>
          <RemotePanelContent app={app} panel={panel} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </Stack>
  );
}
