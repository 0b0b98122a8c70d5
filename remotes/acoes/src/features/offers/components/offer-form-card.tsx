import { can } from '@fidelidade/contract/capabilities';
import { Alert, Button, Card, Divider, Form, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { offersListPath, useOfferForm } from '../hooks/use-offer-form';
import {
  createMode,
  type OfferFormMode,
  offerDuplicateMessages,
  offerEditMessages,
} from '../lib/offer-form-mode';
import { offerLimitMessages } from '../lib/offer-messages';
import { OfferAdminWarning } from './offer-admin-warning';
import { OfferAdvancedSection } from './offer-advanced-section';
import { OfferAudienceBudgetSection } from './offer-audience-budget-section';
import { OfferBasicSection } from './offer-basic-section';
import { OfferImagesSection } from './offer-images-section';
import { OfferLocationSection } from './offer-location-section';
import { OfferNotificationSection } from './offer-notification-section';
import { OfferSubmitOverlay } from './offer-submit-overlay';
import { OfferTypeSection } from './offer-type-section';

/** What the images section shows: the saved images (edit), or why there are none (duplicate). */
function imagesProps(mode: OfferFormMode) {
  if (mode.kind === 'edit')
    return { current: { displayLogo: mode.offer.display_logo, itemImage: mode.offer.item_image } };
  const hadImages = mode.kind === 'duplicate' && (mode.offer.display_logo || mode.offer.item_image);
  return hadImages ? { notice: offerDuplicateMessages.imagesNotCopied } : {};
}

/** The offer form (docs/product.md §2.6, §5): creation, or the same form to edit or duplicate an offer. */
export function OfferFormCard({ mode = createMode }: { mode?: OfferFormMode }) {
  const offer = useOfferForm(mode);
  const { texts } = offer;
  return (
    <Card>
      <Typography.Title level={3}>{texts.heading}</Typography.Title>
      {mode.kind === 'duplicate' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={offerDuplicateMessages.source(mode.offer.title)}
        />
      )}
      {can(offer.user, 'offers.target.any') && <OfferAdminWarning />}
      <Form {...offer.formProps} aria-label={texts.heading}>
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
        <OfferImagesSection {...imagesProps(mode)} />
        <Divider titlePlacement="start">Detalhes do tipo de oferta</Divider>
        <OfferTypeSection />
        <Divider titlePlacement="start">Notificação automática</Divider>
        <OfferNotificationSection />
        <Divider titlePlacement="start">Avançado</Divider>
        <OfferAdvancedSection />
        <Divider titlePlacement="start">{offerLimitMessages.section}</Divider>
        <OfferAudienceBudgetSection />
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
          {offer.submitting ? texts.pending : texts.submit}
        </Button>
        {mode.kind === 'edit' && (
          <Link to={offersListPath} style={{ marginInlineStart: 16, whiteSpace: 'nowrap' }}>
            {offerEditMessages.cancel}
          </Link>
        )}
      </Form>
      <OfferSubmitOverlay
        phase={offer.phase}
        submittingText={texts.overlaySubmitting}
        successText={offer.successText}
      />
      <UnsavedChangesGuard when={offer.dirty} />
    </Card>
  );
}
