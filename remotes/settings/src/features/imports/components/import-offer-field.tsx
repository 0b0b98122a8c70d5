import { formatNumber } from '@fidelidade/session';
import { useDebouncedSearch } from '@fidelidade/ui/use-debounced-search';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useOfferOptions } from '../api/imports';
import { IMPORT_MESSAGES } from '../lib/import-fields';

/**
 * The offer whose pool the codes join, searched by title on the server (an ADMIN may have many
 * offers); each option says how many codes it already has, so a second file is not a surprise.
 */
export function ImportOfferField() {
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedSearch(search, setSearch, 300);
  const offers = useOfferOptions(search);
  const options = (offers.data?.results ?? []).map((offer) => ({
    value: offer.id,
    label:
      offer.voucher_codes_total > 0
        ? `${offer.title} (${formatNumber(offer.voucher_codes_free)} de ${formatNumber(offer.voucher_codes_total)} códigos livres)`
        : offer.title,
  }));
  return (
    <Form.Item
      name="offer_id"
      label="Oferta"
      rules={[{ required: true, message: IMPORT_MESSAGES.offer }]}
      extra="Cada resgate desta oferta entrega ao cliente um dos códigos importados."
    >
      <Select
        showSearch={{ filterOption: false, searchValue: text, onSearch: setText }}
        loading={offers.isFetching}
        placeholder="Busque a oferta pelo título"
        options={options}
        notFoundContent={
          offers.isError ? 'Não foi possível carregar as ofertas.' : 'Nenhuma oferta encontrada.'
        }
      />
    </Form.Item>
  );
}
