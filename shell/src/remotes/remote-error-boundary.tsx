import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { areaName } from './remote-areas';
import { reportRelease } from './release-reports';
import { FAILURE_LABELS, RemoteUnavailableError } from './remote-failure';
import { registeredRelease } from './remote-loader';

interface Props {
  app: string;
  /** What the message calls the area (default: the remote's area name, e.g. `Transactions`); a Home panel gives its title. */
  area?: string;
  onRetry: (error: Error) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing remote inside its own area: the message names the area and what went wrong (a
 * download failure, a corrupt manifest, a damaged entry, a render crash...: `RemoteFailureKind`),
 * Retry tries again without a page reload, and the rest of the console keeps working. The area is
 * marked `data-remote-error` for support and for the release's load check.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The kind says at a glance what broke; the cause (the federation runtime's own error) is what
    // a developer needs to fix it.
    const kind = error instanceof RemoteUnavailableError ? error.kind : 'render';
    console.error(`[${this.props.app}] ${FAILURE_LABELS[kind]}:`, error, error.cause ?? '', info.componentStack);
    // A failed load was reported by the loader already; anything else failed while rendering.
    reportRelease(this.props.app, registeredRelease(this.props.app), 'render-failed', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const area = this.props.area ?? areaName(this.props.app);
    const crashed = !(error instanceof RemoteUnavailableError);
    const reason = crashed ? `It failed while showing ${this.props.area ? 'this panel' : 'this screen'}: ${error.message}` : `${area} is unavailable: ${error.reason}.`;
    return (
      <Alert.Root status="error" role="alert" alignItems="flex-start" data-remote-error={this.props.app}>
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>{crashed ? `${area} stopped with an error` : `${area} could not be loaded`}</Alert.Title>
          <Alert.Description>
            <Text>{reason}</Text>
            <Text>The rest of the console keeps working. Try again in a moment.</Text>
          </Alert.Description>
          <Button alignSelf="flex-start" size="sm" onClick={() => this.props.onRetry(error)}>
            Retry
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
}
