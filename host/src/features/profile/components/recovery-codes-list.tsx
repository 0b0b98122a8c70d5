import { Alert, Button, Flex, List, Typography } from 'antd';

/** The ten recovery codes, shown once, right after two-factor sign-in is turned on. */
export function RecoveryCodesList(props: { codes: string[]; onDone: () => void }) {
  return (
    <Flex vertical gap={12}>
      <Alert
        type="success"
        showIcon
        title="Verificação em duas etapas ativada"
        description="Guarde estes códigos de recuperação em um lugar seguro. Cada um pode ser usado uma única vez para entrar sem o celular, e eles não serão mostrados de novo."
      />
      <List
        aria-label="Códigos de recuperação"
        grid={{ gutter: 8, column: 2 }}
        dataSource={props.codes}
        renderItem={(code) => (
          <List.Item>
            <Typography.Text code data-testid="recovery-code">
              {code}
            </Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Text copyable={{ text: props.codes.join('\n') }}>Copiar todos os códigos</Typography.Text>
      <Button type="primary" onClick={props.onDone} style={{ alignSelf: 'flex-start' }}>
        Já guardei os códigos
      </Button>
    </Flex>
  );
}
