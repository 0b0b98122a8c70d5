// Test-only: a saved audience as the API lists it ('São Paulo' customers, created by Ana Admin);
// the audience tests vary its name and how many customers are listed by hand.
import type { Audience } from '@fidelidade/contract';

export const savedAudience = (name: string, listedCount: number): Audience => ({
  id: 4,
  name,
  rules: {
    combinator: 'and',
    groups: [{ combinator: 'and', rules: [{ field: 'state', op: 'in', values: ['SP'] }] }],
  },
  listed_count: listedCount,
  dealership_id: null,
  partner_id: null,
  created_by: 'Ana Admin',
  created_at: '2030-01-02T13:00:00Z',
  updated_at: '2030-01-02T13:00:00Z',
});
