/**
 * How wide the main photo shows, for the layout of the property and hostel pages (max-w-6xl, a
 * 2-of-3 column from lg, px-4): a 360-px phone at DPR 2 needs 656 pixels and gets the 1024, not
 * a 640 stretched soft; a 1280-px laptop at DPR 1 gets the 1024 for its 736 pixels.
 */
export const MAIN_PHOTO_SIZES =
  "(min-width: 1152px) 736px, (min-width: 1024px) calc((200vw - 96px) / 3), calc(100vw - 32px)";

/** The 4 thumbnails share the main photo's width; the 320 is their largest size anyway. */
export const THUMBNAIL_SIZES = "(min-width: 1024px) 180px, 25vw";
