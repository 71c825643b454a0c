import { ChakraProvider } from '@chakra-ui/react';
import { consoleSystem, ToastHost } from '@console/shared';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RemoteScreen } from '../remotes/remote-screen';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { DASHBOARD_ROUTES } from './route-table';

export function App(_props: { config: RuntimeConfig }) {
  return (
    <ChakraProvider value={consoleSystem}>
      <ToastHost />
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/dashboard">
            <Route index element={<Navigate to="home" replace />} />
            <Route path="home" element={<h1>Selamat Datang</h1>} />
            {DASHBOARD_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<RemoteScreen key={route.path} app={route.remote.app} screen={route.remote.screen} />}
              />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </ChakraProvider>
  );
}
