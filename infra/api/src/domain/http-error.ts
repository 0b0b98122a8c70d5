// domain/: the API's pure rules — the principal, user and offer validation, money, pagination math,
// messages, voucher codes, CPF, password hashing and tokens. No database, network or files here: what
// writes or talks to the outside lives in services/, what hooks into Fastify in plugins/.

/** An error whose body is sent as-is (DRF shapes: {detail} or {field: [msgs]}). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const MESSAGES = {
  notAuthenticated: 'As credenciais de autenticação não foram fornecidas.',
  tokenInvalid: 'Token inválido ou expirado.',
  userInactive: 'Usuário não encontrado ou inativo.',
  forbidden: 'Acesso negado',
  badCredentials: 'Email ou senha inválidos.',
  invalidJson: 'JSON inválido.',
  notFound: 'Não encontrado.',
  tooManyLogins: 'Muitas tentativas de login. Tente novamente em instantes.',
  throttled: 'Muitas requisições. Tente novamente em instantes.',
  refreshInvalid: 'Token de atualização inválido ou expirado.',
  internal: 'Erro interno do servidor.',
} as const;

export const notAuthenticated = () => new HttpError(401, { detail: MESSAGES.notAuthenticated });
export const tokenInvalid = () =>
  new HttpError(401, { detail: MESSAGES.tokenInvalid, code: 'token_not_valid' });
export const forbidden = (detail: string = MESSAGES.forbidden) => new HttpError(403, { detail });
export const notFound = () => new HttpError(404, { detail: MESSAGES.notFound });
