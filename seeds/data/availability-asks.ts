/**
 * Renters' "Is it still available?" in the seed (decision 101), by listing title, so a new user
 * sees each signal: a listing its agent confirmed two days ago when asked, two whose renters have
 * waited more than three days ("Not confirmed recently", listed after the others), and the asks
 * behind the agents' response rates (Kwame Asante answers 5 of 6 in time, Abena Owusu-Ansah 1 of
 * 4, Yaw Darko 0 of 3; Edem Kpodo has too few asks for a rate). Days are counted back from the
 * seeding.
 */
export interface SeedAsk {
  askedDaysAgo: number;
  /** When the lister answered; unanswered when absent. */
  answeredDaysAgo?: number;
  answer?: "yes" | "gone";
}

export const AVAILABILITY_ASKS: Record<string, SeedAsk[]> = {
  // Confirmed when asked: "Availability confirmed 2 days ago" on its card and page.
  "Serviced 2 Bedroom Apartment near A&C Mall": [
    { askedDaysAgo: 2.4, answeredDaysAgo: 2, answer: "yes" },
  ],
  // The re-listed flat (decision 102) confirmed yesterday: its page shows all three signals.
  "2 Bedroom Apartment off Boundary Road, East Legon": [
    { askedDaysAgo: 1.3, answeredDaysAgo: 1, answer: "yes" },
  ],
  "3 Bedroom House in Tesano": [{ askedDaysAgo: 20, answeredDaysAgo: 19.5, answer: "yes" }],
  "2 Bedroom Apartment on Lagos Avenue": [
    { askedDaysAgo: 16, answeredDaysAgo: 15, answer: "yes" },
    // Answered five days after it was asked: not in time.
    { askedDaysAgo: 11, answeredDaysAgo: 6, answer: "yes" },
  ],
  "4 Bedroom House with Sea View at McCarthy Hill": [
    { askedDaysAgo: 30, answeredDaysAgo: 29, answer: "yes" },
  ],
  // Three renters unanswered for more than three days: "Not confirmed recently".
  "2 Bedroom House in Dansoman": [
    { askedDaysAgo: 6 },
    { askedDaysAgo: 5.5 },
    { askedDaysAgo: 4.2 },
  ],
  "3 Bedroom Apartment near Korle Bu": [{ askedDaysAgo: 12, answeredDaysAgo: 11.5, answer: "yes" }],
  "Office Suite in Adum, Kumasi": [{ askedDaysAgo: 9 }, { askedDaysAgo: 7 }, { askedDaysAgo: 5 }],
  "Restaurant Space in East Legon": [
    { askedDaysAgo: 25, answeredDaysAgo: 24.8, answer: "yes" },
    { askedDaysAgo: 8, answeredDaysAgo: 7.9, answer: "yes" },
  ],
};
