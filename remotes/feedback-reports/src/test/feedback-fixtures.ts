import type { Feedback } from '@fidelidade/contract';
import { jsonResponse } from '@fidelidade/session/test-helpers';

export const feedback = (id: number, overrides: Partial<Feedback> = {}): Feedback => ({
  id,
  user: 100 + id,
  user_name: `Cliente ${id}`,
  user_cpf: '12345678909',
  subject: `Assunto ${id}`,
  message: `Mensagem ${id}`,
  feedback_type: 'SUGGESTION',
  feedback_type_display: 'Sugestão',
  priority: 2,
  status: 'PENDING',
  admin_response: null,
  responded_at: null,
  responded_by_name: null,
  created_at: '2024-03-05T13:30:00Z',
  ...overrides,
});

export const page = (results: Feedback[], totalPages = 1, count = results.length) =>
  jsonResponse(200, { count, next: null, previous: null, total_pages: totalPages, results });
