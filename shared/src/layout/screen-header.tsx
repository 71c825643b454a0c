import { Breadcrumb, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface ScreenHeaderProps {
  /** Screen name: the breadcrumb's last item and the page heading. */
  title: string;
}

/** Breadcrumb `Home > {screen}` (Home goes to the dashboard home route) and the screen heading. */
export function ScreenHeader({ title }: ScreenHeaderProps) {
  return (
    <Stack gap="2" mb="4">
      <Breadcrumb.Root size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to="/dashboard/home">Home</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
    </Stack>
  );
}
