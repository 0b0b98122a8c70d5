import { getErrorMessage } from '@fidelidade/session';
import { App, Form } from 'antd';
import { useCreatePointsAdjustment } from '../api/create-points-adjustment';
import { apiErrorBody, fieldErrorsOf } from '../lib/api-error-body';
import { adjustmentDefaults, type PointsAdjustmentValues, toAdjustmentBody } from '../lib/points-adjustment';

const formFields = ['points', 'reason'] as const;

export const adjustmentSaved =
  'Ajuste de pontos registrado com sucesso! Para desfazê-lo, registre um ajuste no sentido oposto.';

/**
 * The manual adjustment form (mounted only while its modal is open, so each opening starts empty):
 * sends it, shows the API's field errors on the fields and keeps what was typed. A credit the
 * programme keeps pending (202) is announced with the API's words (until when), and so is one
 * waiting for another administrator's approval (202).
 */
export function usePointsAdjustmentForm(customerId: number, onDone: () => void) {
  const [form] = Form.useForm<PointsAdjustmentValues>();
  const { message } = App.useApp();
  const { mutate, isPending } = useCreatePointsAdjustment(customerId);

  const onFinish = (values: PointsAdjustmentValues) => {
    mutate(toAdjustmentBody(values), {
      onSuccess: (outcome) => {
        // A credit the programme keeps pending: the API says until when (no ledger entry yet).
        if (outcome.kind === 'pending') void message.success(outcome.credit.detail);
        // Above the approval threshold: nothing applied yet, another ADMIN decides (the API's words).
        else if (outcome.kind === 'awaiting-approval') void message.warning(outcome.approval.detail);
        // An adjustment is undone by another one: say so, the ledger keeps both.
        else void message.success(adjustmentSaved);
        onDone();
      },
      onError: async (error) => {
        const fieldErrors = fieldErrorsOf(apiErrorBody(error), formFields);
        if (fieldErrors.length > 0) {
          form.setFields(fieldErrors);
          return;
        }
        void message.error(await getErrorMessage(error, 'Não foi possível registrar o ajuste de pontos.'));
      },
    });
  };

  return {
    formProps: { form, layout: 'vertical' as const, initialValues: adjustmentDefaults, onFinish },
    submitting: isPending,
  };
}
