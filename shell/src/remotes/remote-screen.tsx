import { Box, Center, Spinner } from '@chakra-ui/react';
import { Suspense, use, useState } from 'react';
import { ReleaseArea } from './release-area';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteScreensAttempt, registeredRelease, RemoteUnavailableError, resetRemote } from './remote-loader';

export interface RemoteScreenProps {
  /** App folder name of the remote, e.g. `mf-master`. */
  app: string;
  /** Screen id inside the remote's `./screens` module. */
  screen: string;
}

function RemoteScreenContent({ app, screen, attempt }: RemoteScreenProps & { attempt: number }) {
  const { screens } = use(loadRemoteScreensAttempt(app, attempt));
  const Screen = screens[screen];
  if (!Screen) throw new RemoteUnavailableError(app, `its release has no screen "${screen}"`, { kind: 'screen' });
  // The release is written on the area so support and release checks can see what runs.
  return (
    <Box data-remote={app} data-release={registeredRelease(app)}>
      <ReleaseArea app={app} version={registeredRelease(app)}>
        <Screen />
      </ReleaseArea>
    </Box>
  );
}

/** One remote screen in its own error boundary; its remote's code loads on first render. */
export function RemoteScreen({ app, screen }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);

  const retry = async (error: Error) => {
    if (error instanceof RemoteUnavailableError) await resetRemote(app).catch(() => undefined);
    setAttempt((value) => value + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} app={app} onRetry={retry}>
      <Suspense
        fallback={
          <Center py="16">
            <Spinner size="lg" aria-label="Loading" />
          </Center>
        }
      >
        <RemoteScreenContent app={app} screen={screen} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
