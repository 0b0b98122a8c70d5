export type QueryParams = Record<string, string | number | boolean | undefined>;

/** The params a list request sends: unset, empty and false values leave the query string. */
export function cleanParams(params: QueryParams): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== false) clean[key] = value;
  }
  return clean;
}
