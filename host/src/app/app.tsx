import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RemoteManifest } from '../features/remotes/remote-manifest';
import { RemoteManifestProvider } from '../features/remotes/remote-manifest-context';
import { appTheme } from '../lib/theme/app-theme';
import { useThemeStore } from '../lib/theme/theme-store';
import { useReducedMotion } from '../lib/theme/use-reduced-motion';
import type { createAppRouter } from './router';
import './app.css';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  manifestUrl: string;
  manifest: RemoteManifest;
}

/** Providers every remote renders inside: one theme, one locale, one query cache, one router. */
export function App(props: AppProps) {
  const mode = useThemeStore((state) => state.mode);
  const reducedMotion = useReducedMotion();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <ConfigProvider locale={ptBR} theme={appTheme(mode, reducedMotion)}>
      <AntdApp className={`app-root theme-${mode}`}>
        <QueryClientProvider client={queryClient}>
          <RemoteManifestProvider url={props.manifestUrl} initial={props.manifest}>
            <RouterProvider router={props.router} />
          </RemoteManifestProvider>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
