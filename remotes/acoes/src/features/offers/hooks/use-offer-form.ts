import { useSession } from '@fidelidade/session';
import { Form, type FormProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitLock } from '../../../hooks/use-submit-lock';
import { OfferCreateError, useCreateOffer } from '../api/create-offer';
import { useAvailablePartners } from '../api/get-available-partners';
import type { SubmitPhase } from '../components/offer-submit-overlay';
import { buildOfferFormData } from '../lib/build-offer-form-data';
import { type OfferFormValues, offerDefaults } from '../lib/offer-form-values';
import { offerMessages } from '../lib/offer-messages';
import { placeServerErrors } from '../lib/place-server-errors';
import { locationLockFor } from './use-location-lock';

/** How long the success overlay stays before going to the offers list. */
export const successRedirectDelayMs = 1500;
export const offersListPath = '/admin/tables?tab=offers';

/** State and props of the create-offer form; the screen stays declarative. */
export function useOfferForm() {
  const [form] = Form.useForm<OfferFormValues>();
  const user = useSession((state) => state.user);
  const { options, isLoading } = useAvailablePartners();
  const lock = useMemo(() => locationLockFor(user, options), [user, options]);
  const { mutate, isPending } = useCreateOffer();
  const navigate = useNavigate();
  const submitLock = useSubmitLock();
  const [dirty, setDirty] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [error, setError] = useState<{ title: string; details: string[] } | null>(null);

  // A DEALERSHIP or PARCEIRO user's own place, once known (the partner's stores load async).
  useEffect(() => {
    if (!lock.locationType) return;
    form.setFieldsValue({
      location_type: lock.locationType,
      dealership: lock.dealership,
      partner_location: lock.partnerLocation,
    });
  }, [form, lock.locationType, lock.dealership, lock.partnerLocation]);

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
    mutate(buildOfferFormData({ ...offerDefaults, ...values }), {
      onSuccess: () => {
        setDirty(false);
        setPhase('success');
      },
      onError: (failure) => {
        setPhase('idle');
        const fieldErrors = failure instanceof OfferCreateError ? failure.fieldErrors : {};
        const placed = placeServerErrors(fieldErrors, values.location_type);
        form.setFields(placed.fields);
        if (placed.fields.length === 0 || placed.rest.length > 0) {
          const title = failure instanceof OfferCreateError ? failure.message : offerMessages.failed;
          setError({ title, details: placed.rest });
        }
      },
      onSettled: submitLock.release,
    });
  };

  return {
    user,
    lock,
    options,
    optionsLoading: isLoading,
    phase,
    submitting: isPending,
    error,
    dirty,
    formProps: {
      form,
      layout: 'vertical',
      initialValues: { ...offerDefaults, location_type: lock.locationType ?? offerDefaults.location_type },
      onValuesChange,
      onFinish,
      scrollToFirstError: true,
    } satisfies FormProps<OfferFormValues>,
  };
}
