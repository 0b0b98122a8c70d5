import type { ManagedUser } from '@fidelidade/contract';
import { effectiveRole } from '@fidelidade/contract/capabilities';
import { USER_TYPE_LABELS } from '@fidelidade/contract/enums';
import { formatCpf } from '../../../domain/cpf.ts';
import type { CsvColumn } from '../../../domain/csv.ts';

function status(user: ManagedUser): string {
  if (user.anonymized) return 'Anonimizado';
  return user.is_active ? 'Ativo' : 'Inativo';
}

/** Configurações → Usuários: the screen's columns (remotes/settings user-columns.tsx), same titles. */
export const USERS_CSV = {
  fileName: 'usuarios',
  columns: [
    { header: 'Nome', cell: (user) => user.full_name },
    { header: 'E-mail', cell: (user) => user.email },
    { header: 'CPF', cell: (user) => formatCpf(user.cpf) },
    { header: 'Tipo', cell: (user) => USER_TYPE_LABELS[effectiveRole(user)] },
    // The dealership or partner the user belongs to.
    { header: 'Vínculo', cell: (user) => user.dealership_name ?? user.partner_name },
    { header: 'Status', cell: status },
  ] satisfies CsvColumn<ManagedUser>[],
};
