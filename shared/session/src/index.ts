// Public API of @fidelidade/session (shared at run time as a Module Federation singleton).

export { getErrorMessage, login, logout } from './auth-api';
export { listenForCrossTabLogout } from './cross-tab';
export {
  extractProductName,
  formatCpf,
  formatCurrencyBRL,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  isValidCpf,
  onlyDigits,
  truncate,
} from './format';
export { configureHttp, getHttp } from './http-client';
export { isAdmin, isAuthenticated, roleLabel, sessionStore, useSession } from './session-store';
export { refreshAccessToken } from './token-refresh';
export type {
  Activity,
  AuthResponse,
  DashboardStats,
  Paginated,
  StoredUser,
  TransactionHistoryItem,
  UserType,
} from './types';
