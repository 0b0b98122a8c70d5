import type { TwoFactorPolicy } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor';

type Role = TwoFactorPolicy['required_roles'][number];
const ROLES: Array<{ value: Role; label: string }> = [
  { value: 'ADMIN', label: 'Administradores' },
  { value: 'DEALERSHIP', label: 'Concessionárias' },
  { value: 'PARCEIRO', label: 'Parceiros' },
  { value: 'ATENDENTE', label: 'Atendentes' },
];

/**
 * 'Verificação em duas etapas' (docs/product.md §2.15): the roles whose every user must sign in
 * with a second factor; those without one set it up in Meu Perfil at their next sign-in.
 */
export function TwoFactorPolicyCard() {
  const { message } = App.useApp();
  const policy = useTwoFactorPolicy();
  const save = useSaveTwoFactorPolicy();
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    if (policy.data) setRoles(policy.data.required_roles);
  }, [policy.data]);

  const submit = async () => {
    try {
      await save.mutateAsync({ required_roles: roles });
      message.success('Exigência de verificação em duas etapas salva.');
    } catch (error) {
      message.error(await getErrorMessage(error, 'Não foi possível salvar a exigência.'));
    }
  };

  return (
    <Card title="Verificação em duas etapas">
      {!policy.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>
            Exigir a verificação em duas etapas de todos os usuários destes perfis (quem ainda não tiver vai
            configurá-la em Meu Perfil ao entrar):
          </Typography.Text>
          <Checkbox.Group<Role>
            aria-label="Perfis com verificação em duas etapas obrigatória"
            options={ROLES}
            value={roles}
            onChange={setRoles}
          />
          <Button
            type="primary"
            onClick={submit}
            aria-busy={save.isPending}
            disabled={save.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Salvar exigência
          </Button>
        </Flex>
      )}
    </Card>
  );
}
