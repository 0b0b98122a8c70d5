import { useSession } from '@fidelidade/session';
import { Form, type FormProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { useAvailablePartners } from '../api/get-available-partners';
import type { SubmitPhase } from '../components/offer-submit-overlay';
import { buildOfferSaveData } from '../lib/build-offer-save-data';
import { createMode, type OfferFormMode, textsFor } from '../lib/offer-form-mode';
import { type OfferFormValues, offerDefaults } from '../lib/offer-form-values';
import { offerMessages } from '../lib/offer-messages';
import { OfferSaveError } from '../lib/offer-save-error';
import { duplicateFormValues, offerToFormValues } from '../lib/offer-to-form-values';
import { placeServerErrors } from '../lib/place-server-errors';
import { withOfferPlace } from '../lib/with-offer-place';
import { locationLockFor } from './use-location-lock';
import { useOfferSave } from './use-offer-save';

/** How long the success overlay stays before going to the offers list. */
export const successRedirectDelayMs = 1500;
export const offersListPath = '/admin/tables?tab=offers';

function initialValuesFor(mode: OfferFormMode, lockedType: OfferFormValues['location_type'] | null) {
  if (mode.kind === 'edit') return offerToFormValues(mode.offer);
  if (mode.kind === 'duplicate') return duplicateFormValues(mode.offer);
  return { ...offerDefaults, location_type: lockedType ?? offerDefaults.location_type };
}

/** State and props of the offer form (create, edit or duplicate); the screen stays declarative. */
export function useOfferForm(mode: OfferFormMode = createMode) {
  const [form] = Form.useForm<OfferFormValues>();
  const user = useSession((state) => state.user);
  const { options, isLoading } = useAvailablePartners();
  const lock = useMemo(() => locationLockFor(user, options), [user, options]);
  const shownOptions = useMemo(() => withOfferPlace(options, mode), [options, mode]);
  const { save, isPending } = useOfferSave(mode);
  const texts = textsFor(mode);
  const navigate = useNavigate();
  const submitLock = useSubmitLock();
  const [dirty, setDirty] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [awaiting, setAwaiting] = useState(false);
  const [error, setError] = useState<{ title: string; details: string[] } | null>(null);
  const prefilled = mode.kind !== 'create';

  // A DEALERSHIP or PARCEIRO user's own place, once known (the partner's stores load async). A loaded
  // offer already names a place inside the user's scope: keep it.
  useEffect(() => {
    if (!lock.locationType || prefilled) return;
    form.setFieldsValue({
      location_type: lock.locationType,
      dealership: lock.dealership,
      partner_location: lock.partnerLocation,
    });
  }, [form, prefilled, lock.locationType, lock.dealership, lock.partnerLocation]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => navigate(offersListPath), successRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const onValuesChange: FormProps<OfferFormValues>['onValuesChange'] = (changed) => {
    setDirty(true);
    if ('location_type' in changed) {
      form.setFieldsValue({ partner_location: undefined, dealership: undefined });
    }
    if (changed.offer_type === 'TIME_LIMITED') {
      form.setFieldsValue({ advanced: true, time_restricted: true });
    }
  };

  const onFinish = (values: OfferFormValues) => {
    // The button is disabled while sending; the lock also stops a click or Enter before the re-render.
    if (!submitLock.take()) return;
    setError(null);
    setPhase('submitting');
    save(buildOfferSaveData({ ...offerDefaults, ...values }, mode), {
      onSuccess: (saved) => {
        setDirty(false);
        setAwaiting(saved.awaiting_approval === true);
        setPhase('success');
      },
      onError: (failure) => {
        setPhase('idle');
        const saveError = failure instanceof OfferSaveError ? failure : null;
        const placed = placeServerErrors(saveError?.fieldErrors ?? {}, values.location_type);
        form.setFields(placed.fields);
        if (placed.fields.length === 0 || placed.rest.length > 0) {
          const details = [...placed.rest, ...(saveError?.details ?? [])];
          setError({ title: saveError?.message ?? texts.failed, details });
        }
      },
      onSettled: submitLock.release,
    });
  };

  return {
    user,
    lock,
    options: shownOptions,
    optionsLoading: isLoading,
    phase,
    submitting: isPending,
    error,
    dirty,
    texts,
    // Above the programme's budget threshold the save waits for another ADMIN: said, not hidden.
    successText: awaiting ? offerMessages.awaitingApproval : texts.overlaySuccess,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: initialValuesFor(mode, lock.locationType),
      onValuesChange,
      onFinish,
      scrollToFirstError: true,
    } satisfies FormProps<OfferFormValues>,
  };
}
