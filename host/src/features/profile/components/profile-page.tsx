import { useSession } from '@fidelidade/session';
import { Alert, Flex, Typography } from 'antd';
import { pendingAction } from '../../../lib/pending-action';
import { PasswordCard } from './password-card';
import { PersonalDataCard } from './personal-data-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * /admin/perfil (docs/product.md §2.16): one's own name and e-mail, password, two-factor sign-in
 * and active sessions. A host screen, loaded on demand; while a new password or the second factor
 * is pending, every other screen leads here.
 */
export function ProfilePage() {
  const pending = useSession((state) => pendingAction(state.user));
  return (
    <section aria-labelledby="perfil-title">
      <Typography.Title level={2} id="perfil-title">
        Meu Perfil
      </Typography.Title>
      <Flex vertical gap={16}>
        {pending === 'password' && (
          <Alert
            type="warning"
            showIcon
            title="Defina uma nova senha para continuar"
            description="Sua senha atual não atende à política de senhas do painel: pelo menos 12 caracteres e fora da lista de senhas comuns ou vazadas."
          />
        )}
        {pending === 'two_factor' && (
          <Alert
            type="warning"
            showIcon
            title="Ative a verificação em duas etapas para continuar"
            description="O administrador exige a verificação em duas etapas para o seu perfil."
          />
        )}
        <PersonalDataCard />
        <PasswordCard />
        <TwoFactorCard />
        <SessionsCard />
      </Flex>
    </section>
  );
}
