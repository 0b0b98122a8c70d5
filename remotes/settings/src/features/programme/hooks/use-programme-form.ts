import type { ProgrammeSettings } from '@fidelidade/contract';
import { getErrorMessage } from '@fidelidade/session';
import { App, Form } from 'antd';
import { useRef, useState } from 'react';
import { useSaveProgramme } from '../api/programme';
import { fieldErrorsOf } from '../lib/api-field-errors';
import {
  type ProgrammeFormValues,
  programmeFields,
  programmeMessages,
  toProgrammeBody,
  toProgrammeValues,
} from '../lib/programme-form';

/**
 * The programme's form over the stored settings: saving asks nothing — every value can be set
 * back — and the success message says so; the saved values become the form's (what the server
 * stored, e.g. '0,10' for a typed '0,1'); the API's field errors go under their fields.
 */
export function useProgrammeForm(settings: ProgrammeSettings) {
  const [form] = Form.useForm<ProgrammeFormValues>();
  const { message } = App.useApp();
  const save = useSaveProgramme();
  const [dirty, setDirty] = useState(false);
  // Set synchronously: a second click or Enter lands before react-query re-renders with isPending.
  const busy = useRef(false);

  const onFinish = (values: ProgrammeFormValues) => {
    if (busy.current) return;
    busy.current = true;
    save.mutate(toProgrammeBody(values), {
      onSettled: () => {
        busy.current = false;
      },
      onSuccess: (saved) => {
        form.setFieldsValue(toProgrammeValues(saved));
        setDirty(false);
        void message.success(programmeMessages.saved);
      },
      onError: async (error) => {
        const fieldErrors = fieldErrorsOf(error, programmeFields);
        if (fieldErrors.length > 0) {
          form.setFields(fieldErrors);
          return;
        }
        void message.error(await getErrorMessage(error, programmeMessages.saveFailed));
      },
    });
  };

  return {
    form,
    dirty,
    markDirty: () => setDirty(true),
    saving: save.isPending,
    formProps: {
      form,
      layout: 'vertical' as const,
      initialValues: toProgrammeValues(settings),
      onFinish,
    },
  };
}
