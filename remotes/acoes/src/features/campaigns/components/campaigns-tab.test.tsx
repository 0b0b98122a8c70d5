import type { Campaign } from '@fidelidade/contract';
import { adminUser, fakeFetch, jsonResponse, type SeenRequest } from '@fidelidade/session/test-helpers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dealershipUser, pickOption, renderScreen, signInAs } from '../../../test/render-screen';
import { CampaignsTab } from './campaigns-tab';

jest.setTimeout(60_000);

const birthday: Campaign = {
  id: 3,
  name: 'Aniversariantes',
  trigger: 'BIRTHDAY',
  trigger_days: null,
  audience_id: null,
  audience_name: null,
  title: 'Parabéns!',
  message: 'Um presente',
  bonus_points: 50,
  starts_at: '2030-01-01T03:00:00Z',
  ends_at: null,
  frequency_cap_days: null,
  is_active: true,
  dealership_id: null,
  partner_id: null,
  created_by: 'Ana Admin',
  last_run_at: '2030-01-02T13:00:00Z',
  last_run_reached: 12,
  total_reached: 1234,
  created_at: '2030-01-01T03:00:00Z',
  updated_at: '2030-01-01T03:00:00Z',
};
const winBack: Campaign = {
  ...birthday,
  id: 4,
  name: 'Reconquista',
  trigger: 'WIN_BACK',
  trigger_days: 180,
  audience_id: 9,
  audience_name: 'Clientes Paulista',
  bonus_points: null,
  last_run_at: null,
  last_run_reached: 0,
  total_reached: 0,
};

function serve(onWrite: (seen: SeenRequest) => Response) {
  return fakeFetch((_request, seen) => {
    if (seen.method === 'GET' && seen.path === 'marketing/campaigns/')
      return jsonResponse(200, {
        count: 2,
        next: null,
        previous: null,
        total_pages: 1,
        results: [birthday, winBack],
      });
    if (seen.path === 'marketing/audiences/options/')
      return jsonResponse(200, [{ id: 9, name: 'Clientes Paulista' }]);
    return onWrite(seen);
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Campanhas (docs/product.md §2.19)', () => {
  it('lists each campaign with its trigger, audience, last run and whom it reached; runs one now', async () => {
    signInAs(adminUser);
    const writes: SeenRequest[] = [];
    serve((seen) => {
      writes.push(seen);
      return jsonResponse(200, {
        campaign: birthday,
        reached: 3,
        detail: 'Campanha executada: 3 cliente(s) alcançado(s).',
      });
    });
    renderScreen(<CampaignsTab />);
    const row = (await screen.findByText('Aniversariantes')).closest('tr') as HTMLElement;
    expect(cells(row).slice(0, 7)).toEqual([
      'Aniversariantes',
      'Aniversário',
      'Todos os clientes',
      'Ativa',
      '02/01/2030 10:00',
      '12',
      '1.234',
    ]);
    const other = screen.getByText('Reconquista').closest('tr') as HTMLElement;
    expect(cells(other).slice(1, 6)).toEqual([
      'Dias sem visita (reconquista): 180 dias',
      'Clientes Paulista',
      'Ativa',
      '—',
      '0',
    ]);
    await userEvent.click(within(row).getByRole('button', { name: 'Executar agora' }));
    expect(await screen.findByText('Campanha executada: 3 cliente(s) alcançado(s).')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST marketing/campaigns/3/run/']);
  });

  it('a new campaign: its days when the trigger takes them, an audience, no bonus for a DEALERSHIP', async () => {
    signInAs(dealershipUser);
    const bodies: unknown[] = [];
    serve((seen) => {
      bodies.push(JSON.parse(seen.body));
      return jsonResponse(201, winBack);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<CampaignsTab />);
    await user.click(await screen.findByRole('button', { name: 'Nova campanha' }));
    expect(screen.queryByLabelText('Bônus de pontos (opcional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    expect(await screen.findByText('Informe o nome da campanha.')).toBeInTheDocument();
    expect(screen.getByText('Título é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Informe o início da campanha (data e hora).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Nome da campanha'), { target: { value: 'Reconquista' } });
    await pickOption(user, 'Gatilho', 'Dias sem visita (reconquista)');
    fireEvent.change(await screen.findByLabelText('Dias'), { target: { value: '180' } });
    await pickOption(user, 'Público', 'Clientes Paulista');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Sentimos sua falta' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'Agende uma revisão' } });
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '2030-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: 'Salvar campanha' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Reconquista',
      trigger: 'WIN_BACK',
      trigger_days: 180,
      audience_id: 9,
      title: 'Sentimos sua falta',
      message: 'Agende uma revisão',
      bonus_points: null,
      starts_at: new Date('2030-01-01T00:00').toISOString(),
      ends_at: null,
      frequency_cap_days: null,
      is_active: true,
    });
    expect(await screen.findByText('Campanhas automáticas')).toBeInTheDocument();
  });
});
