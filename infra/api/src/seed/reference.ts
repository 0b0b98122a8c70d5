import type { Database } from '../db/client.ts';
import * as s from '../db/schema/index.ts';
import { DEALERSHIPS, PARTNER_STORES, PARTNERS, POINTS_RULES } from './data.ts';
import { generateCnpj } from './documents.ts';
import type { Rng } from './prng.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const loc = (a: (typeof DEALERSHIPS)[number]['at']) => ({
  address: a.address,
  city: a.city,
  state: a.state,
  zipCode: a.zip,
  latitude: a.lat.toFixed(9),
  longitude: a.lng.toFixed(9),
});

/** Locations, dealerships, partners, partner stores and points rules. */
export async function seedReference(tx: Tx, rng: Rng) {
  const dLocs = await tx
    .insert(s.locations)
    .values(DEALERSHIPS.map((d) => loc(d.at)))
    .returning({ id: s.locations.id });
  const dealerships = await tx
    .insert(s.dealerships)
    .values(
      DEALERSHIPS.map((d, i) => ({
        name: d.name,
        cnpj: generateCnpj(rng),
        externalNameRef: d.ref,
        locationId: dLocs[i]?.id,
      })),
    )
    .returning({ id: s.dealerships.id });
  const partners = await tx
    .insert(s.partners)
    .values(PARTNERS.map((p) => ({ brandName: p.brand, category: p.category })))
    .returning({ id: s.partners.id });
  const sLocs = await tx
    .insert(s.locations)
    .values(PARTNER_STORES.map(([, , a]) => loc(a)))
    .returning({ id: s.locations.id });
  const stores = await tx
    .insert(s.partnerLocations)
    .values(
      PARTNER_STORES.map(([p, suffix], i) => ({
        storeName: `${PARTNERS[p]?.brand} ${suffix}`,
        partnerId: partners[p]?.id as number,
        locationId: sLocs[i]?.id as number,
      })),
    )
    .returning({ id: s.partnerLocations.id, partnerId: s.partnerLocations.partnerId });
  await tx.insert(s.pointsRules).values(
    POINTS_RULES.map((r) => ({
      name: r.name,
      transactionTypeKey: r.key,
      weight: r.weight,
      description: r.description,
      isActive: r.active ?? true,
    })),
  );

  return { dealerships, partners, stores };
}
