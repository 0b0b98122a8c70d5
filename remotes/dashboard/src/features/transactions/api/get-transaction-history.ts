import { getHttp, type Paginated, type TransactionHistoryItem } from '@fidelidade/session';
import { useQuery } from '@tanstack/react-query';

export const dashboardTransactionCount = 8;

export const getTransactionHistory = () =>
  getHttp()
    .get('loyalty/admin/transactions/history/', { searchParams: { page_size: dashboardTransactionCount } })
    .json<Paginated<TransactionHistoryItem>>();

export const useTransactionHistory = () =>
  useQuery({ queryKey: ['dashboard', 'transactions'], queryFn: getTransactionHistory, retry: false });
