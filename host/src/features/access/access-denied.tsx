import { Result } from 'antd';

export function AccessDenied() {
  return (
    <Result
      status="403"
      title="Acesso negado"
      subTitle="Seu perfil não tem permissão para abrir esta tela."
    />
  );
}
