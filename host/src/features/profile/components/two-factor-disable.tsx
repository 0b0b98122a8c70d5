import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useDisableTwoFactor } from '../api/two-factor';
import { fieldErrorsOf } from '../lib/field-errors';

/** 'Desativar' asks the password first. */
export function TwoFactorDisable() {
  const { message } = App.useApp();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const submit = async ({ password }: { password: string }) => {
    try {
      await disable.mutateAsync(password);
      setOpen(false);
      message.success('Verificação em duas etapas desativada.');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.password) form.setFields([{ name: 'password', errors: [fields.password] }]);
      else message.error(await getErrorMessage(error, 'Não foi possível desativar.'));
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Desativar
      </Button>
      <Modal
        title="Desativar a verificação em duas etapas?"
        open={open}
        okText="Desativar"
        okButtonProps={{ danger: true, loading: disable.isPending }}
        cancelText="Cancelar"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="Senha" name="password" rules={[{ required: true, message: 'Informe sua senha' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
