/** 'address - city - state', as the dealership and partner store screens show a location. */
export const locationLabel = (
  location: { address?: string; city?: string; state?: string } | null | undefined,
) => (location ? [location.address, location.city, location.state].filter(Boolean).join(' - ') : '—');
