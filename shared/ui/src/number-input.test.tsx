import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, type FormInstance } from 'antd';
import { NumberField, type NumberFieldValue, numberOf } from './number-input';

interface Values {
  price?: NumberFieldValue;
  points?: NumberFieldValue;
}

let saved: Values[] = [];
let formRef: FormInstance<Values> | null = null;

function PriceForm({ initial }: { initial?: Values }) {
  const [form] = Form.useForm<Values>();
  formRef = form;
  return (
    <Form<Values> form={form} initialValues={initial} onFinish={(values) => saved.push(values)}>
      <NumberField
        name="price"
        label="Preço"
        format={{ kind: 'money' }}
        range={{ above: 0, message: 'Preço deve ser maior que 0' }}
      />
      <NumberField name="points" label="Pontos" format={{ kind: 'integer' }} />
      <Button htmlType="submit">Salvar</Button>
    </Form>
  );
}

beforeEach(() => {
  saved = [];
});

const price = () => screen.getByLabelText('Preço');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

it('saves what a Brazilian types, and shows it in pt-BR once the field is left', async () => {
  render(<PriceForm />);
  await userEvent.type(price(), '1.234,5');
  await userEvent.type(screen.getByLabelText('Pontos'), '2.000');
  await userEvent.tab();
  expect(screen.getByLabelText('Pontos')).toHaveValue('2.000');
  expect(price()).toHaveValue('1.234,50');
  await save();
  await waitFor(() => expect(saved).toEqual([{ price: 1234.5, points: 2000 }]));
});

it('reads a pasted amount with R$ and a no-break space', async () => {
  render(<PriceForm />);
  await userEvent.click(price());
  await userEvent.paste('R$\u00a089,90');
  await save();
  await waitFor(() => expect(saved).toEqual([{ price: 89.9, points: undefined }]));
});

it('refuses a dot-decimal with a message, keeps the text, and saves nothing', async () => {
  render(<PriceForm />);
  await userEvent.type(price(), '5.49');
  await userEvent.tab();
  expect(await screen.findByText(/Use vírgula para separar os decimais \(ex\.: 5,49\)/)).toBeInTheDocument();
  expect(price()).toHaveValue('5.49');
  await save();
  expect(saved).toEqual([]);
  await userEvent.clear(price());
  await userEvent.type(price(), '5,49');
  await waitFor(() => expect(screen.queryByText(/Use vírgula/)).not.toBeInTheDocument());
  await save();
  await waitFor(() => expect(saved).toEqual([{ price: 5.49, points: undefined }]));
});

it('an integer field refuses decimals instead of dropping the comma', async () => {
  render(<PriceForm />);
  await userEvent.type(screen.getByLabelText('Pontos'), '40,5');
  await save();
  expect(await screen.findByText('Informe um número inteiro, sem casas decimais.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

it('the field range gives its own message', async () => {
  render(<PriceForm />);
  await userEvent.type(price(), '0,00');
  await save();
  expect(await screen.findByText('Preço deve ser maior que 0')).toBeInTheDocument();
});

it('a stored value is shown in pt-BR, and a reset empties the box', () => {
  render(<PriceForm initial={{ price: 15.5, points: 1500 }} />);
  expect(price()).toHaveValue('15,50');
  expect(screen.getByLabelText('Pontos')).toHaveValue('1.500');
  act(() => formRef?.setFieldsValue({ price: 3 }));
  expect(price()).toHaveValue('3,00');
  act(() => formRef?.setFieldsValue({ price: null }));
  expect(price()).toHaveValue('');
});

it('numberOf gives only numbers', () => {
  expect(numberOf(3)).toBe(3);
  expect(numberOf('5.49')).toBeNull();
  expect(numberOf(null)).toBeNull();
});
