import { routeId } from "../route-id.js";
import type { ApiRead } from "./read-door.js";

/** The signed-in user's own reads; the services refuse anyone else (decision 42). */
export const ACCOUNT_READS: ApiRead[] = [
  { url: "/api/auth/user", read: ({ accounts }, _, actor) => accounts.getUser(actor) },
  { url: "/api/agents/profile", read: ({ agents }, _, actor) => agents.getProfile(actor) },
  {
    url: "/api/favorites",
    read: ({ favourites }, _, actor) => favourites.listFavourites(actor),
  },
  { url: "/api/inquiries", read: ({ inquiries }, _, actor) => inquiries.listInquiries(actor) },
  {
    url: "/api/saved-searches",
    read: ({ savedSearches }, _, actor) => savedSearches.listSavedSearches(actor),
  },
  { url: "/api/my-listings", read: ({ myListings }, _, actor) => myListings.listMyListings(actor) },
  {
    url: "/api/my-listings/pending",
    read: ({ myListings }, _, actor) => myListings.listPendingListings(actor),
  },
  // The re-listing links of the user's listings, which they may dispute (decision 102).
  {
    url: "/api/my-listings/relistings",
    read: ({ relistings }, _, actor) => relistings.listMyRelistings(actor),
  },
  {
    url: "/api/my-listings/:id/photos",
    read: ({ myListings }, { params }, actor) => myListings.listPhotos(actor, routeId(params.id)),
  },
  {
    url: "/api/my-listings/:id/inquiries",
    read: ({ myListings }, { params }, actor) =>
      myListings.listListingInquiries(actor, routeId(params.id)),
  },
  // The account's latest "Is it still available?" about the listing (decision 101).
  {
    url: "/api/properties/:id/availability-asks/mine",
    read: ({ availability }, { params }, actor) => availability.myAsk(routeId(params.id), actor),
  },
  // Viewings (decision 104): the account's latest of this listing, all of its own, and one
  // viewing (a side, or the admin).
  {
    url: "/api/properties/:id/viewings/mine",
    read: ({ viewings }, { params }, actor) => viewings.mine(routeId(params.id), actor),
  },
  { url: "/api/viewings", read: ({ viewings }, _, actor) => viewings.myViewings(actor) },
  {
    url: "/api/viewings/:id",
    read: ({ viewings }, { params }, actor) => viewings.viewing(routeId(params.id), actor),
  },
  {
    url: "/api/properties/:id/can-manage",
    read: ({ listingFreshness }, { params }, actor) =>
      listingFreshness.canManage(routeId(params.id), actor),
  },
];

/** Reading a mailed link changes nothing: mail scanners open every link they see (decision 43). */
export const MAIL_LINK_READS: ApiRead[] = [
  {
    url: "/api/auth/verify-email/:token",
    read: ({ emailVerification }, { params }) =>
      emailVerification.checkLink("verify-email", params.token),
  },
  {
    url: "/api/auth/confirm-email/:token",
    read: ({ emailVerification }, { params }) =>
      emailVerification.checkLink("change-email", params.token),
  },
  {
    url: "/api/auth/password-reset/:token",
    read: ({ passwordReset }, { params }) => passwordReset.checkResetLink(params.token),
  },
  {
    url: "/api/agent-registration/verify/:token",
    read: ({ agentLinks }, { params }) => agentLinks.checkApplicationLink(params.token),
  },
  {
    url: "/api/agent-claims/:token",
    read: ({ agentLinks }, { params }) => agentLinks.checkClaimLink(params.token),
  },
  {
    url: "/api/listing-confirmations/:token",
    read: ({ listingFreshness }, { params }) => listingFreshness.checkConfirmLink(params.token),
  },
  {
    url: "/api/availability-answers/:token",
    read: ({ availability }, { params }) => availability.checkAnswerLink(params.token),
  },
  {
    url: "/api/viewing-answers/:token",
    read: ({ viewings }, { params }) => viewings.answerLink(params.token),
  },
];
