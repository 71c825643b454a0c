import type { RemoteScreenProps } from '../../remotes/remote-screen';

/** Stands in for a remote's screen in shell tests: routing is under test, not federation. */
export function RemoteScreen({ app, screen }: RemoteScreenProps) {
  return <p>{`Remote screen ${app}/${screen}`}</p>;
}
