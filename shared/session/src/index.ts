// Public API of @fidelidade/session (shared at run time as a Module Federation singleton).

// The API types the apps used to take from here, now the contract's (type-only: no TypeBox at run time).
export type {
  Activity,
  DashboardStats,
  Paginated,
  StoredUser,
  TransactionHistoryItem,
  UserType,
} from '@fidelidade/contract';
export { getErrorMessage, type LoginResult, login, loginWithCode, logout } from './auth-api';
export { listenForCrossTabLogout } from './cross-tab';
export { FormRefusal, firstRows, throwFormRefusal } from './form-refusal';
export {
  anonymizedCpfLabel,
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
export { configureHttp, getHttp } from './http-client';
export { type ListBody, type ListRead, readAccessToken, readList } from './normalize';
export { isAdmin, isAuthenticated, roleLabel, sessionStore, useSession } from './session-store';
export { refreshAccessToken } from './token-refresh';
