import { Result } from 'antd';
import { Link } from 'react-router-dom';

/** An unknown id, someone who is not a customer, or a customer outside the user's scope. */
export function CustomerNotFound() {
  return (
    <Result
      status="404"
      title="Cliente não encontrado."
      subTitle="Verifique o endereço ou procure o cliente em Tabelas → Usuários."
      extra={<Link to="/admin/tables?tab=points">Voltar para Tabelas</Link>}
    />
  );
}
