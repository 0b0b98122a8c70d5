import type { loginEvents, pointsLedger, redemptions } from '../db/schema/index.ts';
import { ptNumber } from '../domain/pt-br-number.ts';
import { MERCHANDISE, SERVICES } from './data.ts';
import type { Rng } from './prng.ts';

type LedgerInsert = typeof pointsLedger.$inferInsert;
type RedemptionInsert = typeof redemptions.$inferInsert;
type LoginInsert = typeof loginEvents.$inferInsert;

const DAY = 86_400_000;
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const brl = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface SeedCustomer {
  id: number;
  dealershipId: number;
  isActive: boolean;
}
export interface SeedOffer {
  id: number;
  title: string;
  pointsCost: number;
  validFrom: Date;
  validUntil: Date;
  dealershipId: number | null;
  partnerLocationId: number | null;
  discountPercentage: string | null;
}
export interface Burners {
  dealershipStaff: { id: number; dealershipId: number };
  partnerUser: { id: number; storeIds: Set<number> };
}

export interface Activity {
  ledger: LedgerInsert[];
  /** Ledger debits whose redemption_id is filled in once the redemption row has an id. */
  pendingDebits: Array<{ voucherCode: string; entry: LedgerInsert }>;
  redemptions: RedemptionInsert[];
}

/** Simulates 90 days per customer: earnings at their dealership, redemptions when the balance allows. */
export function simulateActivity(
  rng: Rng,
  now: number,
  customers: SeedCustomer[],
  offers: SeedOffer[],
  burners: Burners,
): Activity {
  const out: Activity = { ledger: [], pendingDebits: [], redemptions: [] };
  const codes = new Set<string>();
  const voucher = () => {
    for (;;) {
      let code = 'FID-';
      for (let i = 0; i < 8; i++) code += VOUCHER_ALPHABET[rng.int(0, VOUCHER_ALPHABET.length - 1)];
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };

  for (const customer of customers) {
    let balance = 0;
    const times = Array.from({ length: rng.int(2, 9) }, () => now - rng.next() * 90 * DAY).sort(
      (a, b) => a - b,
    );
    times.forEach((t, k) => {
      const service = rng.chance(0.6);
      const amount = service ? rng.int(150, 2500) : rng.int(80, 1800);
      const points = Math.floor(amount * (service ? 0.1 : 0.05));
      const item = rng.pick(service ? SERVICES : MERCHANDISE);
      balance += points;
      out.ledger.push({
        userId: customer.id,
        points,
        kind: service ? 'SERVICE' : 'MERCHANDISE',
        description: `${service ? 'Serviço realizado' : 'Compra de mercadoria'}: ${item} (R$ ${brl(amount)})`,
        amount: amount.toFixed(2),
        externalId: `ERP-${service ? 'SRV' : 'MER'}-${customer.id}-${k + 1}`,
        dealershipId: customer.dealershipId,
        createdAt: new Date(t),
      });
      if (!rng.chance(0.4)) return;
      const at = t + rng.next() * Math.min(5 * DAY, now - t);
      const options = offers.filter(
        (o) => o.pointsCost <= balance && o.validFrom.getTime() <= at && o.validUntil.getTime() >= at,
      );
      if (options.length === 0) return;
      const offer = rng.pick(options);
      balance -= offer.pointsCost;
      const code = voucher();
      const used = now - at > DAY && rng.chance(0.6);
      const usedAt = used ? at + rng.next() * Math.min(3 * DAY, now - at) : null;
      const value = rng.int(60, 900);
      const pct = offer.discountPercentage ? Number(offer.discountPercentage) : 100;
      const discount = Math.round(value * pct) / 100;
      const burnedById = !used
        ? null
        : offer.dealershipId === burners.dealershipStaff.dealershipId
          ? burners.dealershipStaff.id
          : offer.partnerLocationId !== null && burners.partnerUser.storeIds.has(offer.partnerLocationId)
            ? burners.partnerUser.id
            : null;
      out.redemptions.push({
        userId: customer.id,
        offerId: offer.id,
        pointsSpent: offer.pointsCost,
        voucherCode: code,
        isUsed: used,
        usedAt: usedAt === null ? null : new Date(usedAt),
        burnedById,
        dealershipId: offer.dealershipId,
        partnerLocationId: offer.partnerLocationId,
        totalValueOffer: used ? value.toFixed(2) : null,
        totalDiscountApplied: used ? discount.toFixed(2) : null,
        totalValueSpentByUser: used ? (value - discount).toFixed(2) : null,
        referenceCode: used ? `NF-${rng.int(100000, 999999)}` : null,
        createdAt: new Date(at),
      });
      out.pendingDebits.push({
        voucherCode: code,
        entry: {
          userId: customer.id,
          points: -offer.pointsCost,
          kind: 'REDEMPTION',
          description: `Resgate de oferta: ${offer.title} (${ptNumber(offer.pointsCost)} pontos)`,
          offerId: offer.id,
          dealershipId: offer.dealershipId,
          partnerLocationId: offer.partnerLocationId,
          createdAt: new Date(at),
        },
      });
    });
  }
  return out;
}

/** Customer-app logins: a spread over the last 30 days plus some today (feeds "Acessos"). */
export function loginHistory(rng: Rng, now: number, msSinceMidnight: number, customers: SeedCustomer[]) {
  const active = customers.filter((c) => c.isActive);
  const events: LoginInsert[] = [];
  for (let i = 0; i < 400; i++) {
    const ago = msSinceMidnight + rng.next() * 29 * DAY;
    events.push({ userId: rng.pick(active).id, channel: 'app', createdAt: new Date(now - ago) });
  }
  for (let i = 0; i < 42; i++) {
    const ago = rng.next() * Math.max(msSinceMidnight - 1000, 1000);
    events.push({ userId: rng.pick(active).id, channel: 'app', createdAt: new Date(now - ago) });
  }
  return events;
}
