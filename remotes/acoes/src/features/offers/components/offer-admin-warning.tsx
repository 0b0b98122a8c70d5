import { Alert } from 'antd';

/** ADMIN promotions reach every customer (docs/architecture.md §6). */
export function OfferAdminWarning() {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="ATENÇÃO: As promoções criadas por este tipo de usuário valem para TODOS OS USUÁRIOS do sistema."
      description="Recomendação: para uma promoção restrita aos clientes de uma concessionária, crie-a com uma conta de concessionária."
    />
  );
}
