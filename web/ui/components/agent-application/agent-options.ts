export const PROFILE_PHOTO_HINT = "JPG/PNG, max 5MB";
