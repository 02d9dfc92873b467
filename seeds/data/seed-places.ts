/** City and region pairs the property seeds spread into their rows. */
export const ACCRA = { city: "Accra", region: "Greater Accra" } as const;
export const TEMA = { city: "Tema", region: "Greater Accra" } as const;
export const KUMASI = { city: "Kumasi", region: "Ashanti" } as const;
export const TAMALE = { city: "Tamale", region: "Northern" } as const;
export const CAPE_COAST = { city: "Cape Coast", region: "Central" } as const;
