// The wording of an audience's list (docs/product.md §2.18): customers added by the lists' bulk
// action 'Adicionar a um público', members whatever the audience's rules say.
import { formatNumber } from '@fidelidade/session';

const customers = (n: number) => (n === 1 ? '1 cliente' : `${formatNumber(n)} clientes`);

export const listedMessages = {
  title: (n: number) => `Clientes adicionados à lista (${formatNumber(n)})`,
  hint: 'Estes clientes fazem parte do público mesmo sem atender às regras. Para adicionar, selecione-os em Tabelas → Usuários e use "Ação em massa…" → "Adicionar a um público".',
  empty: 'Nenhum cliente adicionado à lista.',
  loadFailed: 'Não foi possível carregar a lista.',
  removeTitle: (name: string) => `Remover "${name}" da lista do público?`,
  removeContent: 'Quem sair da lista deixa de fazer parte do público, a menos que atenda às regras.',
  clearTitle: (n: number) => `Remover ${customers(n)} da lista do público?`,
  removed: 'Cliente removido da lista.',
  cleared: (n: number) => `${customers(n)} removido(s) da lista.`,
  failed: 'Não foi possível alterar a lista. Tente novamente.',
  /** Beside the builder's count when the audience has no rule at all. */
  noRules:
    'Sem regras, o público é uma lista fixa: só os clientes adicionados a ela (Tabelas → Usuários, "Adicionar a um público").',
} as const;
