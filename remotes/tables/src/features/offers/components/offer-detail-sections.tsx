import type { Offer } from '@fidelidade/contract';
import {
  ALL_CUSTOMERS_LABEL,
  LIMIT_PERIOD_LABELS,
  OFFER_LOCATION_TYPE_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@fidelidade/contract/enums';
import { formatDateTime, formatNumber } from '@fidelidade/session';
import type { ReactNode } from 'react';
import { orDash, typeDetailItems } from '../lib/offer-type-details';
import { budgetLines, offerDisplayStatus, offerTypeLabel, voucherPoolLabel } from './offer-labels';

export interface DetailSection {
  title: string;
  items: Array<{ key: string; label: string; children: ReactNode }>;
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');
const hhmm = (time: string | null) => orDash(time?.slice(0, 5));

/** '1,3,5' → 'Segunda, Quarta, Sexta' (a day the API might add later is shown as sent). */
function weekdaysLabel(days: string | null): string {
  const sent = (days ?? '')
    .split(',')
    .map((day) => day.trim())
    .filter(Boolean);
  if (sent.length === 0) return '—';
  const label = (day: string) => {
    const known = WEEKDAYS.find((weekday) => String(weekday) === day);
    return known ? WEEKDAY_LABELS[known] : day;
  };
  return sent.map(label).join(', ');
}

function OfferImage(props: { src: string | null; alt: string }) {
  if (!props.src) return <>Sem imagem</>;
  return (
    <img src={props.src} alt={props.alt} style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain' }} />
  );
}

/** Every field of an offer, grouped and labelled as in the creation form (docs/product.md §2.6). */
export function offerDetailSections(offer: Offer): DetailSection[] {
  const atDealership = offer.location_type === 'dealership';
  const sections: DetailSection[] = [
    {
      title: 'Local',
      items: [
        {
          key: 'location_type',
          label: 'Tipo de local',
          children: OFFER_LOCATION_TYPE_LABELS[offer.location_type],
        },
        atDealership
          ? { key: 'place', label: 'Concessionária participante', children: orDash(offer.dealership_name) }
          : { key: 'place', label: 'Loja do parceiro', children: orDash(offer.partner_location_name) },
      ],
    },
    {
      title: 'Dados básicos',
      items: [
        { key: 'title', label: 'Título', children: offer.title },
        { key: 'description', label: 'Descrição', children: orDash(offer.description) },
        { key: 'offer_type', label: 'Tipo de oferta', children: offerTypeLabel(offer.offer_type) },
        { key: 'points_cost', label: 'Custo em pontos', children: formatNumber(offer.points_cost) },
        { key: 'valid_from', label: 'Válida de', children: formatDateTime(offer.valid_from) },
        { key: 'valid_until', label: 'Válida até', children: formatDateTime(offer.valid_until) },
        { key: 'is_active', label: 'Promoção ativa', children: yesNo(offer.is_active) },
        { key: 'status', label: 'Status', children: offerDisplayStatus(offer) },
      ],
    },
    {
      title: 'Imagens',
      items: [
        {
          key: 'display_logo',
          label: 'Logo de exibição',
          children: <OfferImage src={offer.display_logo} alt={`Logo de exibição de ${offer.title}`} />,
        },
        {
          key: 'item_image',
          label: 'Imagem do item',
          children: <OfferImage src={offer.item_image} alt={`Imagem do item de ${offer.title}`} />,
        },
      ],
    },
    { title: 'Detalhes do tipo de oferta', items: typeDetailItems(offer) },
    {
      title: 'Notificação automática',
      items: [
        {
          key: 'auto_notify',
          label: 'Notificar clientes automaticamente',
          children: yesNo(offer.auto_notify),
        },
        {
          key: 'notification_message',
          label: 'Mensagem da notificação',
          children: orDash(offer.notification_message),
        },
      ],
    },
    {
      title: 'Avançado',
      items: [
        {
          key: 'max_redemptions',
          label: 'Máximo de resgates por cliente',
          children: offer.max_redemptions === null ? 'Sem limite' : formatNumber(offer.max_redemptions),
        },
        { key: 'time_restricted', label: 'Restringir por horário', children: yesNo(offer.time_restricted) },
        { key: 'start_time', label: 'Horário de início', children: hhmm(offer.start_time) },
        { key: 'end_time', label: 'Horário de fim', children: hhmm(offer.end_time) },
        { key: 'valid_days', label: 'Dias da semana', children: weekdaysLabel(offer.valid_days) },
      ],
    },
    {
      title: 'Público e orçamento',
      items: [
        { key: 'audience', label: 'Público', children: offer.audience_name ?? ALL_CUSTOMERS_LABEL },
        {
          key: 'budget',
          label: 'Orçamento',
          children: budgetLines(offer).length > 0 ? budgetLines(offer).join(' · ') : 'Sem orçamento',
        },
        {
          key: 'voucher_codes',
          label: 'Códigos de voucher importados',
          children: voucherPoolLabel(offer) ?? 'Nenhum (o voucher recebe um código gerado)',
        },
        {
          key: 'customer_limit',
          label: 'Limite por cliente',
          children:
            offer.customer_limit !== null && offer.customer_limit_period !== null
              ? `${formatNumber(offer.customer_limit)} ${LIMIT_PERIOD_LABELS[offer.customer_limit_period]}`
              : 'Sem limite',
        },
      ],
    },
    {
      title: 'Registro',
      items: [
        { key: 'created_at', label: 'Criada em', children: formatDateTime(offer.created_at) },
        { key: 'updated_at', label: 'Atualizada em', children: formatDateTime(offer.updated_at) },
      ],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
