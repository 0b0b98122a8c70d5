import { configureHttp, login, useSession } from '@fidelidade/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, Button, Card, ConfigProvider, Form, Input } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { type ComponentType, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

function DevLogin() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title="Login (modo standalone do remote)" style={{ maxWidth: 400, margin: '10vh auto' }}>
      <Form
        onFinish={(v: { email: string; password: string }) =>
          login(v.email, v.password).catch((e: Error) => setError(e.message))
        }
      >
        <Form.Item name="email" label="Email">
          <Input />
        </Form.Item>
        <Form.Item name="password" label="Senha">
          <Input.Password />
        </Form.Item>
        {error && <p role="alert">{error}</p>}
        <Button htmlType="submit" type="primary">
          Entrar
        </Button>
      </Form>
    </Card>
  );
}

function DevShell(props: { screen: ComponentType }) {
  const signedIn = useSession((state) => state.token !== null && state.user !== null);
  const [client] = useState(() => new QueryClient());
  const Screen = props.screen;
  return (
    <ConfigProvider locale={ptBR} theme={{ token: { colorPrimary: '#DE3B37' } }}>
      <AntdApp>
        <QueryClientProvider client={client}>
          <BrowserRouter>
            <div style={{ padding: 24 }}>{signedIn ? <Screen /> : <DevLogin />}</div>
          </BrowserRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}

/** Runs a remote on its own in development, with the providers the host would give it. */
export function renderStandalone(screen: ComponentType) {
  configureHttp({
    baseUrl: new URL('/api/v1/', window.location.origin).toString(),
    onSessionExpired: () => {},
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root ausente');
  createRoot(root).render(
    <StrictMode>
      <DevShell screen={screen} />
    </StrictMode>,
  );
}
