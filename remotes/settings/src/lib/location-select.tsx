import type { Location } from '@fidelidade/contract';
import { selectSearch } from '@fidelidade/ui/select-search';
import { useWholeList } from '@fidelidade/ui/whole-list';
import { Form, Select } from 'antd';
import { useMemo } from 'react';
import { locationLabel } from './location-label';
import { locationOptionsOrder, settingsKeys } from './query-keys';

/**
 * GET partnerships/locations/ for a form's location select, under the Localizações tab's cache key
 * (an edit there shows here), in alphabetical order: the list's own default is newest first.
 */
export const useLocationOptions = () =>
  useWholeList<Location>(settingsKeys.locations, 'partnerships/locations/', locationOptionsOrder);

/** The required 'Localização' select of the dealership and store forms. */
export function LocationSelectItem({
  name,
  locations,
}: {
  name: string;
  locations: ReturnType<typeof useLocationOptions>;
}) {
  // Stable options: a new array per render makes an open Select recompute on every keystroke.
  const options = useMemo(
    () => (locations.data ?? []).map((item) => ({ value: item.id, label: locationLabel(item) })),
    [locations.data],
  );
  return (
    <Form.Item
      name={name}
      label="Localização"
      rules={[{ required: true, message: 'Localização é obrigatória' }]}
    >
      <Select
        showSearch={selectSearch}
        placeholder="Selecione a localização"
        loading={locations.isPending}
        options={options}
      />
    </Form.Item>
  );
}
