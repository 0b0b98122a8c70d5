/** docs/product.md §9 map constants and §8 map messages. */
export const BRAZIL_CENTER = { lat: -14.235, lng: -51.925 } as const;
export const DEFAULT_ZOOM = 12;
export const POINT_ZOOM = 15;
export const PLACE_ZOOM = 16;
export const NEAR_RADIUS_METERS = 50_000;
export const COUNTRY_RADIUS_METERS = 2_000_000;
export const RESIZE_DEBOUNCE_MS = 20;
export const COORDINATE_DECIMALS = 9;

export const mapMessages = {
  notFound: (term: string) => `Não foi possível encontrar "${term}". Tente um termo mais específico.`,
  searchUnavailable: 'Erro ao carregar sistema de busca',
  apiLoadFailed: 'Erro ao carregar a API do Google Maps. Verifique a chave e a conexão.',
  invalidContainer: 'Container inválido ou Google Maps não carregado',
  noKey: 'Mapa indisponível: chave do Google Maps não configurada',
  noCoordinates: 'Coordenadas não disponíveis',
} as const;

/** Latitude and longitude are kept as strings with 9 decimals (docs/product.md §5). */
export const roundCoordinate = (value: number): string => value.toFixed(COORDINATE_DECIMALS);
