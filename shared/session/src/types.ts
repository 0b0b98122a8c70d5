// API types shared by every app (snake_case, as the API sends them).

export type UserType = 'ADMIN' | 'DEALERSHIP' | 'PARCEIRO' | 'CLIENTE';

/** The signed-in user, kept in localStorage under `userData`. */
export interface StoredUser {
  id: number;
  full_name: string;
  email?: string | null;
  user_type: UserType;
  is_superuser: boolean;
  dealership_name?: string | null;
  partner_name?: string | null;
  dealership_associated?: number | null;
  partner?: number | null;
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  total_pages: number;
  /** false on the big lists when the server stopped counting: `count` is then a lower bound. */
  count_is_exact?: boolean;
  results: T[];
}

export interface DashboardStats {
  total_users_count: number;
  active_users_count: number;
  daily_logins_count: number;
  redemptions_count: number;
}

export interface Activity {
  id: number;
  user_name: string;
  user_type: string;
  activity_type: 'Adição' | 'Subtração';
  /** Signed: positive for Adição, negative for Subtração. */
  points_change: number;
  description: string;
  created_at: string;
}

export interface TransactionHistoryItem {
  id: number;
  user_name: string;
  points: number;
  transaction_type: 'EARN' | 'REDEEM';
  description: string;
  created_at: string;
}

/** Login and refresh answers: the access token may come as `access`, `token` or `access_token`. */
export interface AuthResponse {
  access?: string;
  token?: string;
  access_token?: string;
  refresh?: string;
  user?: StoredUser;
}
