/** The hostels module's public surface: what code outside it may import (decision 97). */
export { HostelNotFoundError } from "./hostels.errors.js";
export type { HostelRepository } from "./hostels.ports.js";
export { HostelsService } from "./hostels.service.js";
export type { HostelRoom, RoomType } from "./hostels.types.js";
