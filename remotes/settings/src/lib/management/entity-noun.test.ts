import { managementMessages } from './entity-noun';

it('builds the docs/product.md §8 alerts and the §5 confirmation for a feminine noun', () => {
  const m = managementMessages({
    singular: 'localização',
    plural: 'localizações',
    feminine: true,
    heading: 'Localização',
  });
  expect(m.created).toBe('Localização criada com sucesso!');
  expect(m.updated).toBe('Localização atualizada com sucesso!');
  expect(m.deleted).toBe('Localização excluída com sucesso!');
  expect(m.createFailed).toBe('Erro ao criar localização. Tente novamente.');
  expect(m.updateFailed).toBe('Erro ao atualizar localização. Tente novamente.');
  expect(m.deleteFailed).toBe('Erro ao excluir localização. Tente novamente.');
  expect(m.confirmDelete).toBe('Tem certeza que deseja excluir esta localização?');
  expect(m.invalidResponse).toBe('Erro: Resposta inválida do servidor.');
  expect(m.emptyList).toBe('Nenhuma localização cadastrada');
  expect(m.noMatch).toBe('Nenhuma localização encontrada');
  expect(m.newItem).toBe('Nova Localização');
  expect(m.editItem).toBe('Editar Localização');
});

it('uses the masculine forms for parceiro and keeps multi-word nouns whole', () => {
  const p = managementMessages({
    singular: 'parceiro',
    plural: 'parceiros',
    feminine: false,
    heading: 'Parceiro',
  });
  expect(p.created).toBe('Parceiro criado com sucesso!');
  expect(p.deleted).toBe('Parceiro excluído com sucesso!');
  expect(p.confirmDelete).toBe('Tem certeza que deseja excluir este parceiro?');
  expect(p.emptyList).toBe('Nenhum parceiro cadastrado');
  expect(p.newItem).toBe('Novo Parceiro');
  const s = managementMessages({
    singular: 'loja de parceiro',
    plural: 'lojas',
    feminine: true,
    heading: 'Loja de Parceiro',
  });
  expect(s.created).toBe('Loja de parceiro criada com sucesso!');
  expect(s.confirmDelete).toBe('Tem certeza que deseja excluir esta loja de parceiro?');
  expect(s.updateFailed).toBe('Erro ao atualizar loja de parceiro. Tente novamente.');
  expect([s.newItem, s.editItem]).toEqual(['Nova Loja de Parceiro', 'Editar Loja de Parceiro']);
});
