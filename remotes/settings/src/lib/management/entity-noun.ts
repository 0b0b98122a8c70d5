/** How a management screen names its entity; every alert and confirmation is built from it. */
export interface EntityNoun {
  /** Lower-case singular, as inside a sentence: 'localização', 'loja de parceiro'. */
  singular: string;
  /** Lower-case plural for counters: 'localizações'. */
  plural: string;
  feminine: boolean;
  /** As in a heading: 'Localização', 'Loja de Parceiro'. */
  heading: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const invalidResponseMessage = 'Erro: Resposta inválida do servidor.';

/** docs/product.md §5 and §8: 'Localização criada com sucesso!', 'Erro ao criar localização. Tente novamente.'… */
export function managementMessages(noun: EntityNoun) {
  const ending = noun.feminine ? 'a' : 'o';
  const { singular } = noun;
  return {
    created: `${capitalize(singular)} criad${ending} com sucesso!`,
    updated: `${capitalize(singular)} atualizad${ending} com sucesso!`,
    deleted: `${capitalize(singular)} excluíd${ending} com sucesso!`,
    createFailed: `Erro ao criar ${singular}. Tente novamente.`,
    updateFailed: `Erro ao atualizar ${singular}. Tente novamente.`,
    deleteFailed: `Erro ao excluir ${singular}. Tente novamente.`,
    confirmDelete: `Tem certeza que deseja excluir ${noun.feminine ? 'esta' : 'este'} ${singular}?`,
    invalidResponse: invalidResponseMessage,
    emptyList: `Nenhum${noun.feminine ? 'a' : ''} ${singular} cadastrad${ending}`,
    noMatch: `Nenhum${noun.feminine ? 'a' : ''} ${singular} encontrad${ending}`,
    /** The create button and the create form's title: 'Nova Localização', 'Novo Parceiro'. */
    newItem: `${noun.feminine ? 'Nova' : 'Novo'} ${noun.heading}`,
    editItem: `Editar ${noun.heading}`,
  };
}

export type ManagementMessages = ReturnType<typeof managementMessages>;
