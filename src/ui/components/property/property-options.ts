/** Spec §2 /properties and §9 option lists. */
export const CITIES = ["Accra", "Kumasi", "Tamale", "Cape Coast", "Tema"] as const;

export const PROPERTY_TYPES = [
  { value: "apartment", label: "Apartment" },
  { value: "house", label: "House" },
  { value: "commercial", label: "Commercial" },
  { value: "land", label: "Land" },
  { value: "student-hostel", label: "Student Hostel" },
] as const;

export const BEDROOM_CHOICES = [
  { value: "any", label: "Any" },
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4", label: "4+" },
] as const;

/** The selectors of the old product did nothing; these sort on the server. */
export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "featured", label: "Featured" },
] as const;
