import { Center, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenHeader } from '../layout/screen-header';
import { NoAccessView } from '../session/no-access-view';
import { hasPermission } from '../session/permissions';
import { useSession } from '../session/use-session';

export interface ListScreenLayoutProps {
  /** Screen name: breadcrumb `Home > {title}` and heading. */
  title: string;
  /** The read permission of the screen, e.g. `master_group_company.read`. */
  readPermission: string;
  /** Summary card(s) above the controls. */
  summary?: ReactNode;
  /** The controls row: search, date range, Add Data, Filter Data, Export, Refresh... */
  toolbar?: ReactNode;
  /** The table, then any dialogs. */
  children: ReactNode;
}

/**
 * The one layout of every list screen (spec 2.5): breadcrumb and heading, a spinner while the
 * session loads, the no-access view without the read permission, then summary, controls and
 * table. Screens fill the slots; master screens get them filled by `ResourceScreen`.
 */
export function ListScreenLayout({ title, readPermission, summary, toolbar, children }: ListScreenLayoutProps) {
  const { session, isLoading } = useSession();
  let content: ReactNode;
  if (isLoading && !session) {
    content = (
      <Center py="16">
        <Spinner size="lg" aria-label="Loading" />
      </Center>
    );
  } else if (!hasPermission(session?.access, readPermission)) {
    content = <NoAccessView />;
  } else {
    content = (
      <Stack gap="4">
        {summary}
        {toolbar}
        {children}
      </Stack>
    );
  }
  return (
    <Stack gap="0" as="section" aria-label={title}>
      <ScreenHeader title={title} />
      {content}
    </Stack>
  );
}
