import { Flex } from 'antd';
import { useCallback } from 'react';
import { useCodeParam } from '../hooks/use-code-param';
import { VoucherCounter } from './voucher-counter';
import { VoucherList } from './voucher-list';

/** Tab validar-voucher: the counter on top (one hand, phone first), the scope's vouchers below. */
export function ValidarVoucherTab() {
  const [, setCode] = useCodeParam();
  const openInCounter = useCallback(
    (code: string) => {
      setCode(code);
      // The counter is above the list: bring it into view on a phone.
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [setCode],
  );
  return (
    <Flex vertical gap={16}>
      <VoucherCounter />
      <VoucherList onOpen={openInCounter} />
    </Flex>
  );
}
