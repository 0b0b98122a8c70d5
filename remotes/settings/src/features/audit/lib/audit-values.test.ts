import { fieldLabel } from './audit-fields';
import { valueText } from './audit-values';

describe('audit diff values as the screens show them', () => {
  it('names fields with their screen labels; an unknown field keeps its recorded name', () => {
    expect(fieldLabel('is_active')).toBe('Ativo');
    expect(fieldLabel('offer_type')).toBe('Tipo de oferta');
    expect(fieldLabel('brand_name')).toBe('Nome da Marca');
    expect(fieldLabel('campo_novo')).toBe('campo_novo');
    expect(fieldLabel('constructor')).toBe('constructor');
  });

  it('shows enum codes as their pt-BR labels', () => {
    expect(valueText('offer_type', 'CUPOM_DESCONTO', 'offer')).toBe('Cupom de Desconto');
    expect(valueText('user_type', 'DEALERSHIP', 'user')).toBe('Concessionária');
    expect(valueText('category', 'alimentacao', 'partner')).toBe('Alimentação');
    expect(valueText('location_type', 'partner', 'offer')).toBe('Parceiro');
    expect(valueText('valid_days', '1,3,5', 'offer')).toBe('Segunda, Quarta, Sexta');
    expect(valueText('offer_type', 'TIPO_NOVO', 'offer')).toBe('TIPO_NOVO');
  });

  it('reads status and priority by what was written', () => {
    expect(valueText('status', 'RESOLVED', 'feedback')).toBe('Resolvido');
    expect(valueText('status', 'utilizado', 'voucher')).toBe('Utilizado');
    expect(valueText('status', 'SCHEDULED', 'notification')).toBe('Agendada');
    expect(valueText('priority', 3, 'feedback')).toBe('Alta');
    expect(valueText('priority', 'URGENT', 'notification')).toBe('Urgente');
  });

  it('shows instants in São Paulo time, not UTC ISO text', () => {
    expect(valueText('valid_until', '2027-01-01T02:59:00.000Z', 'offer')).toBe('31/12/2026 23:59');
    expect(valueText('used_at', '2026-05-20T15:04:00+00:00', 'voucher')).toBe('20/05/2026 12:04');
  });

  it('numbers and money in pt-BR; ids bare; booleans and blanks in words', () => {
    expect(valueText('points_cost', 1500, 'offer')).toBe('1.500');
    expect(valueText('points_balance', -1234, 'user')).toBe('-1.234');
    expect(valueText('dealership_id', 1234, 'offer')).toBe('1234');
    expect(valueText('total_value_offer', '1234.50', 'voucher')).toBe('R$\u00a01.234,50');
    expect(valueText('discount_percentage', '12.50', 'offer')).toBe('12,5%');
    expect(valueText('is_active', false, 'offer')).toBe('Não');
    expect(valueText('description', null, 'offer')).toBe('—');
    expect(valueText('description', '', 'offer')).toBe('—');
  });

  it('shows a nested record by its name and cuts long text at 80 characters', () => {
    expect(valueText('burned_by', { id: 3, full_name: 'Ana Admin' }, 'voucher')).toBe('Ana Admin');
    expect(
      valueText('location', { id: 1, address: 'Rua A, 1', city: 'Natal', state: 'RN' }, 'dealership'),
    ).toBe('Rua A, 1 - Natal - RN');
    expect(
      valueText('ledger_entry', { id: 9, points: 1500, kind: 'ADJUSTMENT', reason: 'Bônus' }, 'user'),
    ).toBe('1.500, Ajuste manual, Bônus');
    const long = valueText('description', 'x'.repeat(200), 'offer');
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
