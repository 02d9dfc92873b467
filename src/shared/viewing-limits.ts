/**
 * How many viewings one account may request in a day, and how many requests of one listing its
 * lister is mailed in a day (decision 104). Here, not in the viewings' rules, because the rate
 * limits' rules read them too and the two modules must not import each other.
 */
export const VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY = 5;
export const VIEWING_MAILS_PER_LISTING_PER_DAY = 10;
