import type { Audience } from '@fidelidade/contract';
import { adminUser, fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedAudience } from '../../../test/audience-fixture';
import { dealershipUser, pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { AudiencesTab } from './audiences-tab';

jest.setTimeout(90_000);

const saved = savedAudience('Paulistas', 0);

const page = (results: Audience[]) => ({
  count: results.length,
  next: null,
  previous: null,
  total_pages: 1,
  results,
});
const sample = [
  {
    id: 11,
    full_name: 'Ana Souza',
    dealership_name: 'Paulista Veículos',
    city: 'São Paulo',
    state: 'SP',
    points_balance: 120,
    is_active: true,
  },
];

/** The API as the tab uses it; `onWrite` answers the POST/PUT/DELETE of audiences. */
function serve(onWrite: (seen: SeenRequest) => Response = () => jsonResponse(201, saved)) {
  return fakeFetch((_request, seen) => {
    if (seen.path === 'marketing/audiences/' && seen.method === 'GET')
      return jsonResponse(200, page([saved]));
    if (seen.path === 'marketing/audiences/preview/')
      return jsonResponse(200, { count: 1234, reachable: 1200, sample });
    if (seen.path === 'loyalty/admin/offers/available-partners/')
      return jsonResponse(200, {
        partner_locations: [],
        dealerships: [{ id: 3, name: 'Paulista Veículos', location: null }],
      });
    return onWrite(seen);
  });
}

const previews = (seen: SeenRequest[]) => seen.filter((s) => s.path === 'marketing/audiences/preview/');

describe('Públicos (docs/product.md §2.18)', () => {
  it('lists the saved audiences; a new one starts with one rule and a debounced live count', async () => {
    signInAs(adminUser);
    const seen = serve();
    renderScreen(<AudiencesTab />);
    expect(await screen.findByText('Paulistas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo público' }));
    // The first rule (active customers) is counted once typing pauses.
    expect(await screen.findByText('1.234 clientes')).toBeInTheDocument();
    expect(screen.getByText('1.200 ativos recebem notificações.')).toBeInTheDocument();
    expect(screen.getByText('Ana Souza — Paulista Veículos — São Paulo/SP')).toBeInTheDocument();
    expect(JSON.parse(previews(seen)[0]?.body ?? '{}')).toEqual({
      rules: {
        combinator: 'and',
        groups: [{ combinator: 'and', rules: [{ field: 'status', op: 'active' }] }],
      },
    });
    const user = userEvent.setup({ delay: null });
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Estado (UF)');
    await pickOption(user, 'Valores (grupo 1, regra 1)', 'SP');
    await pickOption(user, 'Valores (grupo 1, regra 1)', 'RJ');
    await waitFor(() =>
      expect(JSON.parse(previews(seen).at(-1)?.body ?? '{}').rules.groups[0].rules).toEqual([
        { field: 'state', op: 'in', values: ['SP', 'RJ'] },
      ]),
    );
    // Quick edits: one count for the last state, not one per keystroke.
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Último serviço');
    const days = await screen.findByLabelText('Dias (grupo 1, regra 1)');
    await waitFor(() =>
      expect(JSON.parse(previews(seen).at(-1)?.body ?? '{}').rules.groups[0].rules[0].field).toBe(
        'last_service',
      ),
    );
    const before = previews(seen).length;
    for (const typed of ['1', '18', '180']) fireEvent.change(days, { target: { value: typed } });
    await waitFor(() => expect(previews(seen).length).toBe(before + 1));
    expect(JSON.parse(previews(seen).at(-1)?.body ?? '{}').rules.groups[0].rules).toEqual([
      { field: 'last_service', op: 'more_than_days', days: 180 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(previews(seen).length).toBe(before + 1);
  });

  it('AND/OR groups are saved as built; the list comes back', async () => {
    signInAs(dealershipUser);
    const bodies: unknown[] = [];
    serve((seen) => {
      bodies.push(JSON.parse(seen.body));
      return jsonResponse(201, saved);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AudiencesTab />);
    await user.click(await screen.findByRole('button', { name: 'Novo público' }));
    fireEvent.change(screen.getByLabelText('Nome do público'), { target: { value: 'Sem visita' } });
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Último serviço');
    fireEvent.change(await screen.findByLabelText('Dias (grupo 1, regra 1)'), { target: { value: '180' } });
    await user.click(screen.getByRole('button', { name: /Adicionar grupo$/ }));
    await pickOption(user, 'Entre os grupos', 'Qualquer uma (OU)');
    await pickOption(user, 'Dado (grupo 2, regra 1)', 'Concessionária de origem');
    await pickOption(user, 'Valores (grupo 2, regra 1)', 'Paulista Veículos');
    await user.click(screen.getByRole('button', { name: /Adicionar regra ao grupo 2$/ }));
    await pickOption(user, 'Comparação (grupo 2, regra 2)', 'inativo');
    await pickOption(user, 'Entre as regras do grupo 2', 'Qualquer uma (OU)');
    await user.click(screen.getByRole('button', { name: 'Salvar público' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Sem visita',
      rules: {
        combinator: 'or',
        groups: [
          { combinator: 'and', rules: [{ field: 'last_service', op: 'more_than_days', days: 180 }] },
          {
            combinator: 'or',
            rules: [
              { field: 'home_dealership', op: 'in', values: [3] },
              { field: 'status', op: 'inactive' },
            ],
          },
        ],
      },
    });
    expect(await screen.findByRole('button', { name: 'Novo público' })).toBeInTheDocument();
  });

  it('the form’s own rules say what is missing in pt-BR; nothing is sent', async () => {
    signInAs(adminUser);
    const writes: SeenRequest[] = [];
    serve((seen) => {
      writes.push(seen);
      return jsonResponse(201, saved);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AudiencesTab />);
    await user.click(await screen.findByRole('button', { name: 'Novo público' }));
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Cidade');
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Saldo de pontos');
    await user.click(screen.getByRole('button', { name: 'Salvar público' }));
    expect(await screen.findByText('Informe o nome do público.')).toBeInTheDocument();
    expect(screen.getByText('Informe um mínimo, um máximo ou os dois.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mínimo (grupo 1, regra 1)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Máximo (grupo 1, regra 1)'), { target: { value: '100' } });
    expect(await screen.findByText('O mínimo deve ser menor ou igual ao máximo.')).toBeInTheDocument();
    await pickOption(user, 'Dado (grupo 1, regra 1)', 'Cidade');
    await user.click(screen.getByRole('button', { name: 'Salvar público' }));
    expect(await screen.findByText('Escolha pelo menos um valor.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
  });

  it('the server’s refusals go under the rule they name; a refused delete says why', async () => {
    signInAs(adminUser);
    serve((seen) => {
      if (seen.method === 'DELETE')
        return jsonResponse(400, {
          detail:
            'Este público está em uso pela promoção "Troca de óleo" e não pode ser excluído. Troque o público de lá antes de excluí-lo.',
        });
      return jsonResponse(400, {
        'rules.groups.0.rules.0.values': ['Concessionária inexistente ou fora do seu escopo.'],
      });
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AudiencesTab />);
    const row = (await screen.findByText('Paulistas')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Excluir' }));
    // The confirmation names the audience (antd's confirm repeats the title for assistive technology).
    expect(await screen.findAllByText('Excluir o público "Paulistas"?')).not.toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Excluir' }).at(-1) as HTMLElement);
    expect(
      await screen.findByText(
        'Este público está em uso pela promoção "Troca de óleo" e não pode ser excluído. Troque o público de lá antes de excluí-lo.',
      ),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Nome do público')).toHaveValue('Paulistas');
    await user.click(screen.getByRole('button', { name: 'Salvar público' }));
    expect(await screen.findByText('Concessionária inexistente ou fora do seu escopo.')).toBeInTheDocument();
  });
});
