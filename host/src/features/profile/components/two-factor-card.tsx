import type { TwoFactorSetup } from '@fidelidade/contract';
import { Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useProfile } from '../api/profile';
import { useSetupTwoFactor } from '../api/two-factor';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorConfirm } from './two-factor-confirm';
import { TwoFactorDisable } from './two-factor-disable';

/**
 * 'Verificação em duas etapas' (TOTP, docs/security.md): scan a QR code in an authenticator app,
 * confirm with a code, keep the ten recovery codes shown once. On, sign-in asks the app's code
 * after the password.
 */
export function TwoFactorCard() {
  const profile = useProfile();
  const setup = useSetupTwoFactor();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (codes) return <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />;
    if (!profile.data) return <Skeleton active paragraph={{ rows: 2 }} />;
    if (profile.data.two_factor_enabled)
      return (
        <Space direction="vertical">
          <span>
            <Tag color="green">Ativa</Tag> Ao entrar, o painel pede o código do seu aplicativo autenticador.
          </span>
          <Typography.Text type="secondary">{`Códigos de recuperação restantes: ${profile.data.recovery_codes_left}`}</Typography.Text>
          {profile.data.two_factor_required ? (
            <Typography.Text type="secondary">Obrigatória para o seu perfil.</Typography.Text>
          ) : (
            <TwoFactorDisable />
          )}
        </Space>
      );
    if (pending)
      return (
        <TwoFactorConfirm
          setup={pending}
          onConfirmed={(recovery) => {
            setPending(null);
            setCodes(recovery);
          }}
          onCancel={() => setPending(null)}
        />
      );
    return (
      <Space direction="vertical">
        <Typography.Paragraph>
          Além da senha, o painel pedirá um código de 6 dígitos gerado por um aplicativo autenticador no seu
          celular (Google Authenticator, Microsoft Authenticator, 1Password e outros).
        </Typography.Paragraph>
        <Button
          type="primary"
          aria-busy={setup.isPending}
          disabled={setup.isPending}
          onClick={async () => setPending(await setup.mutateAsync())}
        >
          Ativar verificação em duas etapas
        </Button>
      </Space>
    );
  };

  return <Card title="Verificação em duas etapas">{body()}</Card>;
}
