import type { AudienceListedMember } from '@fidelidade/contract';
import { adminUser, fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedAudience } from '../../../test/audience-fixture';
import { renderScreen, signInAs } from '../../../test/render-screen';
import { AudiencesTab } from './audiences-tab';

jest.setTimeout(90_000);

const saved = savedAudience('Evento de sábado', 3);

const member = (id: number, name: string): AudienceListedMember => ({
  id,
  full_name: name,
  dealership_name: 'Paulista Veículos',
  is_active: true,
  added_at: '2030-01-03T15:30:00Z',
  added_by: 'Ana Admin',
});
const listed = [member(21, 'Bruna Lima'), member(22, 'Caio Rocha'), member(23, 'Duda Melo')];

/** The audiences, the live count, the list and its removals; every request is recorded. */
function serve() {
  let remaining = [...listed];
  return fakeFetch((_request, seen) => {
    if (seen.path === 'marketing/audiences/' && seen.method === 'GET')
      return jsonResponse(200, {
        count: 1,
        next: null,
        previous: null,
        total_pages: 1,
        count_is_exact: true,
        results: [{ ...saved, listed_count: remaining.length }],
      });
    if (seen.path === 'marketing/audiences/preview/')
      return jsonResponse(200, { count: 1500, reachable: 1400, sample: [] });
    if (seen.path === 'loyalty/admin/offers/available-partners/')
      return jsonResponse(200, { partner_locations: [], dealerships: [] });
    if (seen.path === 'marketing/audiences/4/members/' && seen.method === 'GET')
      return jsonResponse(200, {
        count: remaining.length,
        next: null,
        previous: null,
        total_pages: 1,
        count_is_exact: true,
        results: remaining,
      });
    const one = /^marketing\/audiences\/4\/members\/(\d+)\/$/.exec(seen.path);
    if (one && seen.method === 'DELETE') {
      remaining = remaining.filter((m) => m.id !== Number(one[1]));
      return new Response(null, { status: 204 });
    }
    if (seen.path === 'marketing/audiences/4/members/' && seen.method === 'DELETE') {
      const removed = remaining.length;
      remaining = [];
      return jsonResponse(200, { removed });
    }
    return jsonResponse(404, { detail: 'Não encontrado.' });
  });
}

const deletes = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'DELETE').map((r) => r.path);

it('the list shows how many are listed; editing counts them with the rules and lists them', async () => {
  signInAs(adminUser);
  const seen = serve();
  const user = userEvent.setup({ delay: null });
  renderScreen(<AudiencesTab />);
  const row = (await screen.findByText('Evento de sábado')).closest('tr') as HTMLElement;
  expect(within(row).getByText('3')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Editar' }));
  expect(await screen.findByText('Clientes adicionados à lista (3)')).toBeInTheDocument();
  expect(await screen.findByText('Caio Rocha')).toBeInTheDocument();
  // The live count of a saved audience names it: its listed customers are members too.
  await waitFor(() =>
    expect(JSON.parse(seen.find((r) => r.path === 'marketing/audiences/preview/')?.body ?? '{}')).toEqual({
      rules: saved.rules,
      audience_id: 4,
    }),
  );
});

it("'Remover' and 'Esvaziar lista' ask first; only a confirmation takes customers out", async () => {
  signInAs(adminUser);
  const seen = serve();
  const user = userEvent.setup({ delay: null });
  renderScreen(<AudiencesTab />);
  const row = (await screen.findByText('Evento de sábado')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Editar' }));
  await user.click(await screen.findByRole('button', { name: 'Remover Caio Rocha da lista' }));
  expect(await screen.findAllByText('Remover "Caio Rocha" da lista do público?')).not.toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(deletes(seen)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remover Caio Rocha da lista' }));
  await user.click((await screen.findAllByRole('button', { name: 'Remover' })).at(-1) as HTMLElement);
  expect(await screen.findByText('Cliente removido da lista.')).toBeInTheDocument();
  expect(deletes(seen)).toEqual(['marketing/audiences/4/members/22/']);
  expect(await screen.findByText('Clientes adicionados à lista (2)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Esvaziar lista' }));
  expect(await screen.findAllByText('Remover 2 clientes da lista do público?')).not.toHaveLength(0);
  await user.click((await screen.findAllByRole('button', { name: 'Esvaziar lista' })).at(-1) as HTMLElement);
  expect(await screen.findByText('2 clientes removido(s) da lista.')).toBeInTheDocument();
  expect(deletes(seen)).toEqual(['marketing/audiences/4/members/22/', 'marketing/audiences/4/members/']);
  expect(await screen.findByText('Nenhum cliente adicionado à lista.')).toBeInTheDocument();
});

it('without any rule the builder says the audience is a static list', async () => {
  signInAs(adminUser);
  const seen = serve();
  const user = userEvent.setup({ delay: null });
  renderScreen(<AudiencesTab />);
  await user.click(await screen.findByRole('button', { name: 'Novo público' }));
  await user.click(await screen.findByRole('button', { name: 'Remover grupo' }));
  expect(
    await screen.findByText(
      'Sem regras, o público é uma lista fixa: só os clientes adicionados a ela (Tabelas → Usuários, "Adicionar a um público").',
    ),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(
      JSON.parse(seen.filter((r) => r.path === 'marketing/audiences/preview/').at(-1)?.body ?? '{}'),
    ).toEqual({
      rules: { combinator: 'and', groups: [] },
    }),
  );
  // A new audience has no list yet.
  expect(screen.queryByText(/Clientes adicionados à lista/)).toBeNull();
});
