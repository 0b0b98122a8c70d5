import type { ProfileBody } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Button, Card, Form, Input, Skeleton } from 'antd';
import { useProfile, useUpdateProfile } from '../api/profile';
import { fieldErrorsOf } from '../lib/field-errors';

/** 'Dados pessoais': name and e-mail (the e-mail signs in, so it is required). */
export function PersonalDataCard() {
  const { message } = App.useApp();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [form] = Form.useForm<ProfileBody>();

  const save = async (values: ProfileBody) => {
    try {
      await update.mutateAsync({ full_name: values.full_name.trim(), email: values.email.trim() });
      message.success('Dados atualizados com sucesso!');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0)
        form.setFields(
          Object.entries(fields).map(([name, text]) => ({ name: name as keyof ProfileBody, errors: [text] })),
        );
      else message.error(await getErrorMessage(error, 'Não foi possível salvar os dados.'));
    }
  };

  return (
    <Card title="Dados pessoais">
      {!profile.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form<ProfileBody>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ full_name: profile.data.full_name, email: profile.data.email ?? '' }}
          onFinish={save}
          disabled={update.isPending}
        >
          <Form.Item
            label="Nome completo"
            name="full_name"
            rules={[{ required: true, whitespace: true, message: 'Nome completo é obrigatório' }]}
          >
            <Input autoComplete="name" maxLength={255} />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, whitespace: true, message: 'Email é obrigatório' },
              { type: 'email', message: 'Email inválido' },
            ]}
          >
            <Input autoComplete="email" inputMode="email" maxLength={254} />
          </Form.Item>
          <Button type="primary" htmlType="submit" aria-busy={update.isPending}>
            Salvar dados
          </Button>
        </Form>
      )}
    </Card>
  );
}
