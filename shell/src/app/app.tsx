import { ChakraProvider } from '@chakra-ui/react';
import { consoleSystem, ToastHost } from '@console/shared';
import { RouterProvider, type DataRouter } from 'react-router';

/** The console: theme, the one toast container, and the router. */
export function App({ router }: { router: DataRouter }) {
  return (
    <ChakraProvider value={consoleSystem}>
      <ToastHost />
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
