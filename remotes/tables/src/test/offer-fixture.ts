// Test data only (imported by tests, never by the app): one offer row as the admin list sends it,
// 'Oferta <id>' on the contract's shared offer fixture.
import type { Offer } from '@fidelidade/contract';
import { offerFixture } from '@fidelidade/contract/test-offer-fixture';

export const offerRow = (id: number, overrides: Partial<Offer> = {}): Offer =>
  offerFixture({ id, title: `Oferta ${id}`, ...overrides });
