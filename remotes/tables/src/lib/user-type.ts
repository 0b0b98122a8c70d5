const labels: Record<string, string> = {
  CLIENTE: 'Cliente',
  PARCEIRO: 'Parceiro',
  DEALERSHIP: 'Concessionária',
  ADMIN: 'Administrador',
};

/** Portuguese label of a user type; an unknown type is shown as sent. */
export function userTypeLabel(type: string | null | undefined): string {
  if (!type) return '—';
  return labels[type] ?? type;
}
