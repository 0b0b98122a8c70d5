import type { ProgrammeSettings } from '@fidelidade/contract';
import { formatDateTime } from '@fidelidade/session';
import { NumberField } from '@fidelidade/ui/number-input';
import { FormDraft } from '@fidelidade/ui/unsaved-changes-guard';
import { Alert, Button, Col, Form, Row, Switch, Typography } from 'antd';
import { useProgrammeForm } from '../hooks/use-programme-form';
import { type ProgrammeFormValues, programmeRanges, programmeMessages as text } from '../lib/programme-form';

const whole = { kind: 'integer' } as const;
const fieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/** The settings' fields, what changing them means, and who changed them last. */
export function ProgrammeForm(props: { settings: ProgrammeSettings }) {
  const programme = useProgrammeForm(props.settings);
  return (
    <FormDraft dirty={programme.dirty} onChange={programme.markDirty}>
      <Alert type="info" showIcon title={text.notice} style={{ marginBottom: 16 }} />
      <Form<ProgrammeFormValues> {...programme.formProps} aria-label={text.title} style={{ maxWidth: 720 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="never_expires" label={text.neverExpires} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* Rendered from the form's own store (not a watched copy), so a submit right after the
                switch already sees the field and checks it. */}
            <Form.Item noStyle dependencies={['never_expires']}>
              {({ getFieldValue }) =>
                getFieldValue('never_expires') ? null : (
                  <NumberField
                    name="validity_months"
                    label={text.validity}
                    extra={text.validityHint}
                    format={whole}
                    range={programmeRanges.validity_months}
                  />
                )
              }
            </Form.Item>
          </Col>
        </Row>
        <fieldset style={fieldset}>
          <legend>
            <Typography.Text strong>{text.pendingLegend}</Typography.Text>
          </legend>
          <Typography.Paragraph type="secondary">{text.pendingHint}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <NumberField
                name="pending_days_service"
                label={text.pendingService}
                format={whole}
                range={programmeRanges.pending_days}
              />
            </Col>
            <Col xs={24} md={8}>
              <NumberField
                name="pending_days_purchase"
                label={text.pendingPurchase}
                format={whole}
                range={programmeRanges.pending_days}
              />
            </Col>
            <Col xs={24} md={8}>
              <NumberField
                name="pending_days_manual"
                label={text.pendingManual}
                format={whole}
                range={programmeRanges.pending_days}
              />
            </Col>
          </Row>
        </fieldset>
        <NumberField
          name="reminder_days"
          label={text.reminder}
          extra={text.reminderHint}
          format={whole}
          range={programmeRanges.reminder_days}
        />
        <NumberField
          name="point_value"
          label={text.pointValue}
          extra={text.pointValueHint}
          format={{ kind: 'money' }}
          range={programmeRanges.point_value}
        />
        <NumberField
          name="burn_reversal_hours"
          label={text.reversal}
          extra={text.reversalHint}
          format={whole}
          range={programmeRanges.burn_reversal_hours}
        />
        <Typography.Paragraph type="secondary" data-testid="programme-last-change">
          {text.lastChange(formatDateTime(props.settings.updated_at), props.settings.updated_by)}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" disabled={programme.saving} aria-busy={programme.saving}>
          {programme.saving ? text.saving : text.save}
        </Button>
      </Form>
    </FormDraft>
  );
}
