export { safeReturnPath } from "#shared/return-path.js";
