import { LIMIT_PERIOD_LABELS, LIMIT_PERIODS } from '@fidelidade/contract/enums';
import { NumberField } from '@fidelidade/ui/number-input';
import { Form, Select, Switch } from 'antd';
import { FieldRow } from '../../../components/field-row';
import { useAudienceOptions } from '../../../lib/audience-options';
import { offerLimitMessages as M } from '../lib/offer-messages';

const periodOptions = LIMIT_PERIODS.map((value) => ({ value, label: LIMIT_PERIOD_LABELS[value] }));

/**
 * 'Público e orçamento' (issue 31, docs/architecture.md §5 "Budgets"): who may see the offer, and
 * when it stops — a total of redemptions, points or R$, and a cap per customer per period. Blank
 * means no limit. Closed by default; an offer that has any of them opens it.
 */
export function OfferAudienceBudgetSection() {
  const open = Form.useWatch<boolean>('limits');
  const audiences = useAudienceOptions(open === true);
  const limit = Form.useWatch('customer_limit');
  return (
    <>
      <Form.Item name="limits" label={M.toggle} valuePropName="checked">
        <Switch />
      </Form.Item>
      {open && (
        <>
          <Form.Item name="audience" label={M.audience} extra={M.audienceHint}>
            <Select
              allowClear
              placeholder={M.audienceAll}
              loading={audiences.isPending}
              options={(audiences.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <FieldRow perRow={3}>
            <NumberField
              name="budget_redemptions"
              label={M.budgetRedemptions}
              format={{ kind: 'integer' }}
              range={{ min: 1, message: M.budgetRedemptionsRange }}
            />
            <NumberField
              name="budget_points"
              label={M.budgetPoints}
              format={{ kind: 'integer' }}
              range={{ min: 1, message: M.budgetPointsRange }}
            />
            <NumberField
              name="budget_amount"
              label={M.budgetAmount}
              format={{ kind: 'money' }}
              range={{ above: 0, message: M.budgetAmountRange }}
            />
          </FieldRow>
          <FieldRow perRow={3}>
            <NumberField
              name="redemption_cost"
              label={M.redemptionCost}
              extra={M.redemptionCostHint}
              format={{ kind: 'money' }}
              range={{ min: 0, message: M.redemptionCostRange }}
            />
            <NumberField
              name="customer_limit"
              label={M.customerLimit}
              format={{ kind: 'integer' }}
              range={{ min: 1, message: M.customerLimitRange }}
            />
            <Form.Item
              name="customer_limit_period"
              label={M.period}
              rules={[
                {
                  required: limit !== null && limit !== undefined && limit !== '',
                  message: M.periodRequired,
                },
              ]}
            >
              <Select allowClear options={periodOptions} placeholder={M.periodPlaceholder} />
            </Form.Item>
          </FieldRow>
        </>
      )}
    </>
  );
}
