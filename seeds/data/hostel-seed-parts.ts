/** What the hostel seeds share: the campus names, the semester being let and the basic amenities. */
export const UG = "University of Ghana";
export const UGMS = "UG Medical School";

/** Beds are let for the coming semester; two premium hostels already let the next year's. */
export const SEM = "2026/27 second semester";
export const NEXT = "2027/28 first semester";

export const BASICS = ["Wi-Fi", "24/7 security", "Study room", "Water storage"];
