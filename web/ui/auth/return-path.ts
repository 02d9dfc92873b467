export { safeReturnPath } from "../../../src/shared/return-path.js";
