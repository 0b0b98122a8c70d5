import {
  displayCpf,
  extractProductName,
  foldText,
  formatCpf,
  formatCurrencyBRL,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  isValidCpf,
  matchesSearch,
  onlyDigits,
  truncate,
} from './format';

const NBSP = '\u00a0';

describe('numbers', () => {
  it('formatNumber uses pt-BR grouping', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(null)).toBe('0');
  });

  it('formatCurrencyBRL keeps the Intl output (no-break space after R$)', () => {
    expect(formatCurrencyBRL(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCurrencyBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrencyBRL(-5.5)).toBe(`-R$${NBSP}5,50`);
  });

  it('formatPercent takes a fraction', () => {
    expect(formatPercent(0.25)).toBe('25%');
    expect(formatPercent(0.1234, 1)).toBe('12,3%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('dates (America/Sao_Paulo)', () => {
  it('a UTC timestamp just after midnight is still the previous day in São Paulo', () => {
    expect(formatDateTime('2024-01-01T02:30:00Z')).toBe('31/12/2023 23:30');
    expect(formatDate('2024-01-01T02:30:00Z')).toBe('31/12/2023');
    expect(formatDateTime('2024-01-01T03:00:00Z')).toBe('01/01/2024 00:00');
  });

  it('respects explicit offsets and zero-pads', () => {
    expect(formatDateTime('2025-03-05T09:07:00-03:00')).toBe('05/03/2025 09:07');
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 4, 15, 0)))).toBe('04/07/2025 12:00');
  });

  it('a date-only string is a calendar date, not UTC midnight', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
  });

  it('empty or invalid input gives an empty string', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('CPF', () => {
  it('onlyDigits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits(null)).toBe('');
  });

  it('formatCpf masks progressively and stops at 14 characters', () => {
    expect(
      ['', '1', '123', '1234', '123456', '1234567', '123456789', '1234567890', '12345678909'].map(formatCpf),
    ).toEqual([
      '',
      '1',
      '123',
      '123.4',
      '123.456',
      '123.456.7',
      '123.456.789',
      '123.456.789-0',
      '123.456.789-09',
    ]);
    expect(formatCpf('123.456.789-0999999')).toBe('123.456.789-09');
    expect(formatCpf('abc12x3')).toBe('123');
    expect(formatCpf('123456789099999')).toHaveLength(14);
  });

  it('isValidCpf checks both digits and rejects repeated digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('00000000000')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('isValidCpf keeps its results on the library: every repeated digit, any mask, null', () => {
    for (let d = 0; d <= 9; d += 1) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf('CPF 529 982 247/25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
    expect(formatCpf(null)).toBe('');
  });
});

describe('text', () => {
  it('truncate adds … only when the text is cut', () => {
    expect(truncate('curto', 10)).toBe('curto');
    expect(truncate('exatamente', 10)).toBe('exatamente');
    expect(truncate('Promoção de verão', 8)).toBe('Promoção…');
    expect(truncate('palavra longa', 8)).toBe('palavra…');
    expect(truncate(null, 5)).toBe('');
  });

  it('extractProductName takes the text between the first colon and the next parenthesis', () => {
    expect(extractProductName('Resgate de oferta: Café grátis (Loja Centro)')).toBe('Café grátis');
    expect(extractProductName('Pontos ganhos: Troca de óleo')).toBe('Troca de óleo');
    expect(extractProductName('Resgate: Lavagem: completa (x) (y)')).toBe('Lavagem: completa');
    expect(extractProductName('Bônus de boas-vindas')).toBe('Bônus de boas-vindas');
    expect(extractProductName('  Ajuste manual (admin) ')).toBe('Ajuste manual (admin)');
    expect(extractProductName('')).toBe('');
  });
});

describe('displayCpf and -0', () => {
  it('masks a stored CPF, names an anonymised one, never half-masks a placeholder', () => {
    expect(displayCpf('52998224725')).toBe('529.982.247-25');
    expect(displayCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(displayCpf('X0000000538')).toBe('CPF anonimizado');
    expect(displayCpf('')).toBe('—');
    expect(displayCpf(null)).toBe('—');
    expect(displayCpf('123')).toBe('123');
  });

  it('numbers never read -0', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-1234)).toBe('-1.234');
  });
});

describe('search text', () => {
  it('folds case and accents, as the API compares', () => {
    expect(foldText('Mariana Conceição')).toBe('mariana conceicao');
    expect(matchesSearch('Mariana Conceição', 'mariana conceicao')).toBe(true);
    expect(matchesSearch('São Paulo', 'SAO')).toBe(true);
    expect(matchesSearch('Joao', 'joão')).toBe(true);
    expect(matchesSearch('Curitiba', 'paulo')).toBe(false);
    expect(matchesSearch('Curitiba', '  ')).toBe(true);
  });
});
