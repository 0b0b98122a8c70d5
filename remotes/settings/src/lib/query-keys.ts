/**
 * Cache keys of the management lists. Several features read the same list (a dealership's location
 * select reads the locations list), and a local change to one list must show in all of them.
 */
export const settingsKeys = {
  locations: ['settings', 'locations'],
  partners: ['settings', 'partners'],
  dealerships: ['settings', 'dealerships'],
  partnerLocations: ['settings', 'partner-locations'],
} as const;

/** The location selects list by city, then address (the order the API gave before lists were newest first). */
export const locationOptionsOrder = { ordering: 'city,address' } as const;
