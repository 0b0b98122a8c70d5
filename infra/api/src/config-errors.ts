/** One ajv error as env-schema reports it (only the fields read here). */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function isSchemaError(value: unknown): value is SchemaError {
  return typeof value === 'object' && value !== null && 'instancePath' in value && 'keyword' in value;
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'true ou false (ou 1 ou 0)',
  string: 'um texto',
};

function describe(error: SchemaError): string {
  const name = error.instancePath.replace(/^\//, '') || String(error.params.missingProperty ?? '');
  const { params } = error;
  switch (error.keyword) {
    case 'type':
      return `${name} deve ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'minimum':
      return `${name} deve ser no mínimo ${String(params.limit)}`;
    case 'maximum':
      return `${name} deve ser no máximo ${String(params.limit)}`;
    case 'enum':
      return `${name} deve ser um de: ${Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : ''}`;
    default:
      return `${name} ${error.message ?? 'é inválida'}`;
  }
}

/**
 * Names every bad variable and what it must be (never its value: it may be a secret). env-schema
 * throws an Error carrying ajv's `errors`; anything else keeps its own message.
 */
export function describeConfigErrors(err: unknown): string {
  const errors = err instanceof Error && 'errors' in err && Array.isArray(err.errors) ? err.errors : [];
  const described = errors.filter(isSchemaError).map(describe);
  if (described.length > 0) return `${described.join('; ')}.`;
  return err instanceof Error ? err.message : String(err);
}
