import { can } from '@fidelidade/contract/capabilities';
import { Alert, Button, Card, Divider, Form, Typography } from 'antd';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useOfferForm } from '../hooks/use-offer-form';
import { OfferAdminWarning } from './offer-admin-warning';
import { OfferAdvancedSection } from './offer-advanced-section';
import { OfferBasicSection } from './offer-basic-section';
import { OfferImagesSection } from './offer-images-section';
import { OfferLocationSection } from './offer-location-section';
import { OfferNotificationSection } from './offer-notification-section';
import { OfferSubmitOverlay } from './offer-submit-overlay';
import { OfferTypeSection } from './offer-type-section';

/** Tab criar-promocao (docs/product.md §2.6). */
export function OfferForm() {
  const offer = useOfferForm();
  return (
    <Card>
      <Typography.Title level={3}>Criar Nova Promoção</Typography.Title>
      {can(offer.user, 'offers.target.any') && <OfferAdminWarning />}
      <Form {...offer.formProps} aria-label="Criar Nova Promoção">
        <Divider titlePlacement="start">Local</Divider>
        <OfferLocationSection
          options={offer.options}
          loading={offer.optionsLoading}
          lock={offer.lock}
          user={offer.user}
        />
        <Divider titlePlacement="start">Dados básicos</Divider>
        <OfferBasicSection />
        <Divider titlePlacement="start">Imagens</Divider>
        <OfferImagesSection />
        <Divider titlePlacement="start">Detalhes do tipo de oferta</Divider>
        <OfferTypeSection />
        <Divider titlePlacement="start">Notificação automática</Divider>
        <OfferNotificationSection />
        <Divider titlePlacement="start">Avançado</Divider>
        <OfferAdvancedSection />
        {offer.error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={offer.error.title}
            description={offer.error.details.length > 0 ? offer.error.details.join(' ') : undefined}
          />
        )}
        <Button type="primary" htmlType="submit" disabled={offer.submitting} size="large">
          {offer.submitting ? 'Criando...' : 'Criar Promoção'}
        </Button>
      </Form>
      <OfferSubmitOverlay phase={offer.phase} />
      <UnsavedChangesGuard when={offer.dirty} />
    </Card>
  );
}
