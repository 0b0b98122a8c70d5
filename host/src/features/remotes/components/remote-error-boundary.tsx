import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onRetry: () => void;
  /** Returns true when it handled the error itself (e.g. by switching to a fallback version). */
  onError?: (error: Error) => boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One per remote: a screen that fails to load or render never takes the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Falha ao carregar tela remota', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div data-remote-status="failed">
        <Result
          status="warning"
          title="Não foi possível carregar esta tela"
          subTitle="Verifique sua conexão. As outras telas continuam disponíveis."
          extra={
            <Button type="primary" onClick={this.props.onRetry}>
              Tentar novamente
            </Button>
          }
        />
      </div>
    );
  }
}
