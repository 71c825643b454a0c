import { Center, Spinner } from '@chakra-ui/react';
import type { RemoteScreensModule } from '@console/shared';
import { Suspense, use, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteScreens, RemoteUnavailableError, resetRemote } from './remote-loader';

export interface RemoteScreenProps {
  /** App folder name of the remote, e.g. `mf-master`. */
  app: string;
  /** Screen id inside the remote's `./screens` module. */
  screen: string;
}

const loads = new Map<string, Promise<RemoteScreensModule>>();

/**
 * One load per remote and attempt: a rejected load stays rejected for its attempt, so Retry asks
 * for the next attempt and loads afresh; renders of the same attempt share one promise.
 */
function loadFor(app: string, attempt: number): Promise<RemoteScreensModule> {
  const key = `${app}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteScreens(app);
    loads.set(key, load);
  }
  return load;
}

function RemoteScreenContent({ app, screen, attempt }: RemoteScreenProps & { attempt: number }) {
  const { screens } = use(loadFor(app, attempt));
  const Screen = screens[screen];
  if (!Screen) throw new RemoteUnavailableError(app, `its release has no screen "${screen}"`);
  return <Screen />;
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
