/** Partner categories (SPEC §3); the list filter offers only the first 8. */
export const partnerCategories = [
  { value: 'alimentacao', label: 'Alimentação' },
  { value: 'vestuario', label: 'Vestuário' },
  { value: 'tecnologia', label: 'Tecnologia' },
  { value: 'casa', label: 'Casa' },
  { value: 'servicos', label: 'Serviços' },
  { value: 'combustivel', label: 'Combustível' },
  { value: 'farmacia', label: 'Farmácia' },
  { value: 'varejo', label: 'Varejo' },
  { value: 'automotivo', label: 'Automotivo' },
  { value: 'beleza', label: 'Beleza' },
  { value: 'educacao', label: 'Educação' },
  { value: 'entretenimento', label: 'Entretenimento' },
  { value: 'financeiro', label: 'Financeiro' },
  { value: 'hotelaria', label: 'Hotelaria' },
  { value: 'telecom', label: 'Telecomunicações' },
] as const;

export const filterCategories = partnerCategories.slice(0, 8);

export const categoryLabel = (value: string | null | undefined): string =>
  partnerCategories.find((category) => category.value === value)?.label ?? value ?? '';
