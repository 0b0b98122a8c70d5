import type { PointsRule } from '@fidelidade/contract';
import { formatDateTime, getErrorMessage } from '@fidelidade/session';
import { App, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { HTTPError } from 'ky';
import { useRef, useState } from 'react';
import { useUpdateRule } from '../api/update-rule';
import {
  fromLocalInput,
  type RuleFormValues,
  ruleMessages,
  toRuleBody,
  toRuleValues,
} from '../lib/rule-form';

/** The minute the dialog opened: the earliest moment a version may start (its default). */
const minuteOf = (date: Date) => {
  const minute = new Date(date.getTime());
  minute.setSeconds(0, 0);
  return minute;
};

/** The API's field errors, put under the dialog's fields (its `weight` is the 'Peso (%)' field). */
function fieldErrorsOf(error: unknown) {
  if (!(error instanceof HTTPError)) return [];
  const body: unknown = typeof error.data === 'string' ? null : error.data;
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const fields: Array<[string, keyof RuleFormValues]> = [
    ['name', 'name'],
    ['weight', 'weight_percent'],
    ['effective_from', 'effective_from'],
  ];
  return fields.flatMap(([key, name]) => {
    const value = record[key];
    const errors = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    return errors.length > 0 ? [{ name, errors }] : [];
  });
}

/**
 * 'Editar' of a points rule: the rule as in force now, from now on by default or from a later
 * moment (a scheduled change, shown on the row until its date). Past moments are refused.
 */
export function useRuleEditForm(rule: PointsRule, onSaved: () => void) {
  const [form] = Form.useForm<RuleFormValues>();
  const { message } = App.useApp();
  const update = useUpdateRule(rule.id);
  const [openedAt] = useState(() => new Date());
  // Set synchronously: a second click or Enter lands before react-query re-renders with isPending.
  const busy = useRef(false);

  const effectiveRules: Rule[] = [
    { required: true, message: ruleMessages.effectiveRequired },
    {
      validator: (_rule, value: string | undefined) => {
        const from = fromLocalInput(value);
        if (!from) return Promise.resolve();
        return from.getTime() < minuteOf(openedAt).getTime()
          ? Promise.reject(new Error(ruleMessages.effectivePast))
          : Promise.resolve();
      },
    },
  ];

  const onFinish = (values: RuleFormValues) => {
    if (busy.current) return;
    busy.current = true;
    const body = toRuleBody(values, new Date());
    update.mutate(body, {
      onSettled: () => {
        busy.current = false;
      },
      onSuccess: (answer) => {
        // Waiting for another ADMIN (approvals): the API's words say so; nothing changed yet.
        if ('pending_approval' in answer) void message.info(answer.detail);
        else
          void message.success(
            body.effective_from
              ? ruleMessages.scheduled(formatDateTime(body.effective_from))
              : ruleMessages.saved,
          );
        onSaved();
      },
      onError: async (error) => {
        const fieldErrors = fieldErrorsOf(error);
        if (fieldErrors.length > 0) {
          form.setFields(fieldErrors);
          return;
        }
        void message.error(await getErrorMessage(error, ruleMessages.saveFailed));
      },
    });
  };

  return {
    effectiveRules,
    saving: update.isPending,
    formProps: {
      form,
      layout: 'vertical' as const,
      initialValues: toRuleValues(rule, openedAt),
      onFinish,
    },
  };
}
