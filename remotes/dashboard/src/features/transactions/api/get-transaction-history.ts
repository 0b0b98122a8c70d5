import type { TransactionHistoryItem } from '@fidelidade/contract';
import { getHttp, type ListBody, readList } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const dashboardTransactionCount = 8;

/** The latest transactions (the rows of the first page, whatever list shape the API sends). */
export const getTransactionHistory = async () =>
  readList(
    await getHttp()
      .get('loyalty/admin/transactions/history/', { searchParams: { page_size: dashboardTransactionCount } })
      .json<ListBody<TransactionHistoryItem>>(),
  ).rows;

export const useTransactionHistory = () =>
  useQuery({ queryKey: ['dashboard', 'transactions'], queryFn: getTransactionHistory, retry: false });
