import type { OfferFormValues } from '../domain/offer-form.ts';
import type { Rng } from './prng.ts';

const DAY = 86_400_000;

/** A seeded offer has exactly the fields the offer form writes. */
export type OfferSeed = OfferFormValues;

type Template = Partial<OfferSeed> & Pick<OfferSeed, 'title' | 'offerType' | 'pointsCost'>;

// biome-ignore format: data table
const DEALERSHIP_TEMPLATES: Template[] = [
  { title: '20% de desconto na revisão', offerType: 'CUPOM_DESCONTO', pointsCost: 300, discountPercentage: '20.00' },
  { title: 'Kit de limpeza automotiva', offerType: 'GIFT', pointsCost: 150, giftDescription: 'Shampoo, cera e flanela de microfibra' },
  { title: 'Lavagem completa às terças', offerType: 'TIME_LIMITED', pointsCost: 80, timeRestricted: true, startTime: '08:00', endTime: '12:00', validDays: [2] },
  { title: 'Relâmpago: 35% em acessórios', offerType: 'VOUCHER_RELAMPAGO', pointsCost: 250, discountPercentage: '35.00', maxRedemptions: 30, budgetRedemptions: 200 },
  { title: '10% na troca de pneus', offerType: 'CUPOM_DESCONTO', pointsCost: 200, discountPercentage: '10.00' },
  { title: 'Boné oficial da marca', offerType: 'GIFT', pointsCost: 120, giftDescription: 'Boné bordado edição limitada' },
];

// biome-ignore format: data table
const PARTNER_TEMPLATES: Record<number, Template[]> = {
  0: [
    { title: 'Gasolina Aditivada a preço especial', offerType: 'GASOLINE_SPECIAL', pointsCost: 200, gasolinePrice: '5.49', gasolineType: 'Gasolina Aditivada', maxLiters: 40 },
    { title: 'Etanol com desconto', offerType: 'GASOLINE_SPECIAL', pointsCost: 150, gasolinePrice: '3.79', gasolineType: 'Etanol', maxLiters: 50 },
  ],
  1: [{ title: 'Café expresso + pão de queijo', offerType: 'GIFT', pointsCost: 40, giftDescription: 'Um café expresso e um pão de queijo' }],
  2: [{ title: '15% em peças de reposição', offerType: 'PARTNER_DISCOUNT', pointsCost: 180, discountPercentage: '15.00' }],
  3: [{ title: 'Lavagem a seco pela manhã', offerType: 'TIME_LIMITED', pointsCost: 90, timeRestricted: true, startTime: '07:00', endTime: '11:00', validDays: [1, 2, 3, 4, 5] }],
  4: [{ title: 'Ingresso 2D com 50% de desconto', offerType: 'PARTNER_DISCOUNT', pointsCost: 100, discountPercentage: '50.00' }],
  5: [{ title: '12% em dermocosméticos', offerType: 'PARTNER_DISCOUNT', pointsCost: 110, discountPercentage: '12.00' }],
  6: [{ title: 'Relâmpago: 25% na coleção nova', offerType: 'VOUCHER_RELAMPAGO', pointsCost: 160, discountPercentage: '25.00', maxRedemptions: 50 }],
  7: [{ title: 'Diesel S-10 a preço especial', offerType: 'GASOLINE_SPECIAL', pointsCost: 220, gasolinePrice: '5.99', gasolineType: 'Diesel S-10', maxLiters: 60 }],
};

function finish(
  t: Template,
  rng: Rng,
  now: number,
  target: Pick<OfferSeed, 'dealershipId' | 'partnerLocationId'>,
): OfferSeed {
  const startDaysAgo = rng.int(20, 100);
  const expired = rng.chance(0.12);
  const validFrom = new Date(now - startDaysAgo * DAY);
  const validUntil = new Date(expired ? now - rng.int(1, 10) * DAY : now + rng.int(15, 120) * DAY);
  return {
    description: `${t.title}. Válido nas unidades participantes, sujeito à disponibilidade.`,
    validFrom,
    validUntil,
    isActive: !rng.chance(0.08),
    timeRestricted: false,
    startTime: null,
    endTime: null,
    validDays: null,
    gasolinePrice: null,
    gasolineType: null,
    maxLiters: null,
    discountPercentage: null,
    giftDescription: null,
    maxRedemptions: null,
    autoNotify: rng.chance(0.5),
    notificationMessage: null,
    audienceId: null,
    budgetRedemptions: null,
    budgetPoints: null,
    budgetCents: null,
    redemptionCostCents: null,
    customerLimit: null,
    customerLimitPeriod: null,
    ...t,
    ...target,
  };
}

/** ~25 offers of all six types: 3 per dealership, the rest at partner stores. */
export function buildOffers(
  rng: Rng,
  now: number,
  dealershipIds: number[],
  stores: Array<{ id: number; partnerIndex: number }>,
): OfferSeed[] {
  const offers: OfferSeed[] = [];
  dealershipIds.forEach((dealershipId, i) => {
    for (let k = 0; k < 3; k++) {
      const t = DEALERSHIP_TEMPLATES[(i * 3 + k) % DEALERSHIP_TEMPLATES.length] as Template;
      offers.push(finish(t, rng, now, { dealershipId, partnerLocationId: null }));
    }
  });
  for (const store of stores) {
    for (const t of PARTNER_TEMPLATES[store.partnerIndex] ?? []) {
      if (offers.length >= 25 && rng.chance(0.5)) continue;
      offers.push(finish(t, rng, now, { dealershipId: null, partnerLocationId: store.id }));
    }
  }
  return offers;
}
